#!/usr/bin/env python3
"""Fail when the top-level modules of a Rust crate import each other in a cycle.

A top-level module is a file `src/X.rs` or a folder `src/X/` of the crate. Module A depends on
module B when any file of A names `crate::B` (in a `use`, a grouped `use crate::{B, ...}` or an
inline path); names re-exported by lib.rs/main.rs (`pub use model::*`, `pub use score::Score`)
count for the module they come from. The rule this keeps (issue 14): shared types live below
the modules that use them, so a dependency graph without cycles is a layering.

    scripts/check-module-cycles.py [CRATE_SRC_DIR ...]   # default: the core and the CLI
    scripts/check-module-cycles.py --self-test
"""
import re
import sys
import tempfile
from pathlib import Path

DEFAULT = ["crates/torre-core/src", "crates/torre-cli/src"]
ROOTS = ("lib.rs", "main.rs")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def modules(src):
    mods = {}
    for p in sorted(src.iterdir()):
        if p.is_file() and p.suffix == ".rs" and p.name not in ROOTS:
            mods[p.stem] = [p]
        elif p.is_dir():
            mods[p.name] = sorted(p.rglob("*.rs"))
    return mods


def reexports(src, mods):
    """Names the crate root re-exports: name -> module, and the modules glob-re-exported."""
    named, globs = {}, []
    for root in ROOTS:
        f = src / root
        if not f.exists():
            continue
        for m, rest in re.findall(r"pub\s+use\s+(\w+)::([^;]+);", strip_comments(f.read_text())):
            if m not in mods:
                continue
            rest = rest.strip()
            if rest == "*":
                globs.append(m)
            for name in re.findall(r"\w+", rest):
                named[name] = m
    return named, globs


def first_names(text):
    """The first path segment after every `crate::`, expanding `crate::{a, b::c}`."""
    out = []
    for m in re.finditer(r"\bcrate::(\{|\w+)", text):
        if m.group(1) != "{":
            out.append(m.group(1))
            continue
        depth, i, start, seg = 1, m.end(), m.end(), []
        while i < len(text) and depth:
            c = text[i]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
            elif c == "," and depth == 1:
                seg.append(text[start:i])
                start = i + 1
            i += 1
        seg.append(text[start:i - 1])
        out += [re.match(r"\s*(\w*)", s).group(1) for s in seg if s.strip()]
    return out


def graph(src):
    mods = modules(src)
    named, globs = reexports(src, mods)
    deps = {m: set() for m in mods}
    for m, files in mods.items():
        for f in files:
            for name in first_names(strip_comments(f.read_text())):
                target = name if name in mods else named.get(name) or (globs[0] if len(globs) == 1 and name[:1].isupper() else None)
                if target and target != m:
                    deps[m].add(target)
    return deps


def cycles(deps):
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(deps[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(deps):
        if v not in index:
            visit(v)
    return out


def check(src):
    deps = graph(Path(src))
    found = cycles(deps)
    for comp in found:
        edges = [f"{a} -> {b}" for a in comp for b in sorted(deps[a]) if b in comp]
        print(f"{src}: import cycle between {', '.join(comp)}: {'; '.join(edges)}")
    return not found


def self_test():
    with tempfile.TemporaryDirectory() as d:
        src = Path(d)
        (src / "lib.rs").write_text("pub mod a; pub mod b; pub mod c;\npub use c::*;\n")
        (src / "a.rs").write_text("use crate::{b::X, c};\n")
        (src / "b").mkdir()
        (src / "b" / "mod.rs").write_text("// use crate::a;\nfn f() { crate::Thing::new(); }\n")
        (src / "c.rs").write_text("pub struct Thing;\n")
        assert graph(src) == {"a": {"b", "c"}, "b": {"c"}, "c": set()}, graph(src)
        assert cycles(graph(src)) == []
        (src / "c.rs").write_text("pub struct Thing;\nfn g() { let _ = crate::a::f; }\n")
        assert cycles(graph(src)) == [["a", "b", "c"]], cycles(graph(src))
    print("self-test passed")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
        sys.exit(0)
    ok = all([check(s) for s in (sys.argv[1:] or DEFAULT)])
    if ok:
        print("no import cycle between top-level modules:", ", ".join(sys.argv[1:] or DEFAULT))
    sys.exit(0 if ok else 1)

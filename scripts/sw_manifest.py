#!/usr/bin/env python3
"""Write STAGE/sw.js from the template web/sw.js: the precache list is every file trunk built
(except the single-file page, the worker itself and embed/, the web components' package for club
pages, which the app does not use) and the cache name is a hash of their contents.
Usage: sw_manifest.py STAGE_DIR TEMPLATE"""
import hashlib
import json
import pathlib
import sys

stage = pathlib.Path(sys.argv[1])
template = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8")
skip = {"sw.js", "torre.html"}
files = sorted(p for p in stage.rglob("*")
               if p.is_file() and p.name not in skip and p.relative_to(stage).parts[0] != "embed")
h = hashlib.sha256()
urls = ["./"]
for p in files:
    rel = p.relative_to(stage).as_posix()
    h.update(rel.encode())
    h.update(p.read_bytes())
    urls.append("./" + rel)
version = "torre-" + h.hexdigest()[:16]
out = template.replace("__CACHE__", json.dumps(version)).replace("__ASSETS__", json.dumps(urls))
(stage / "sw.js").write_text(out, encoding="utf-8")
print(f"sw.js: {len(urls)} assets, cache {version}")

#!/usr/bin/env python3
"""Bundle the app into ONE self-contained HTML file (wasm base64-inlined, JS and CSS inline)
that works opened from file:// (USB stick), with no server and no request anywhere.
Usage: single_html.py WASM_BINDGEN_NO_MODULES_DIR STYLE_CSS OUT_HTML
(called by scripts/post_build.sh during `trunk build --release`)."""
import base64
import pathlib
import sys

src = pathlib.Path(sys.argv[1])
css = pathlib.Path(sys.argv[2]).read_text(encoding="utf-8")
out = pathlib.Path(sys.argv[3])

js = (src / "torre-web.js").read_text(encoding="utf-8")
wasm_b64 = base64.b64encode((src / "torre-web_bg.wasm").read_bytes()).decode("ascii")
# a literal "</script" or "</style" inside would end the element early
js = js.replace("</script", "<\\/script")
css = css.replace("</style", "<\\/style")

html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Torre</title>
<link rel="icon" href="data:,">
<style>
{css}
</style>
</head>
<body>
<script>
{js}
</script>
<script>
(function () {{
  const b64 = "{wasm_b64}";
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  wasm_bindgen({{ module_or_path: bytes }}).catch((e) => {{
    document.body.textContent = "Torre failed to start: " + e;
    throw e;
  }});
}})();
</script>
</body>
</html>
"""
out.parent.mkdir(parents=True, exist_ok=True)
out.write_text(html, encoding="utf-8")
print(f"wrote {out} ({out.stat().st_size} bytes)")

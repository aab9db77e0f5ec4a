// WebAssembly benchmark: pair a tournament file with the built torre-wasm package
// (target/torre-wasm-pkg, scripts/build.d/20-wasm-api.sh), in Node or in headless Chromium.
//   node scripts/bench-wasm.mjs FILE.trf dutch|dubov [edition] [--chromium] [--runs N]
// Prints one line per run: boards, seconds (the first run includes the engine's warm-up, as a
// page that pairs once would see). Inputs: target/bench/*.trf (written by `cargo bench -p
// torre-core --bench dutch|dubov`), or any corpus file truncated before the round to pair.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, launch, startServer } from '../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const chromium = args.includes('--chromium');
const r = args.indexOf('--runs');
const runs = r < 0 ? 1 : Number(args[r + 1]);
const [file, system = 'dutch', edition = '2017'] = args.filter((a, i) => a !== '--chromium' && (r < 0 || (i !== r && i !== r + 1)));
if (!file) {
  console.error('usage: node scripts/bench-wasm.mjs FILE.trf dutch|dubov [edition] [--chromium] [--runs N]');
  process.exit(2);
}
const trf = readFileSync(file, 'utf8');
const where = chromium ? 'headless Chromium' : `Node ${process.version}`;

/** The timed loop, run in Node or (serialised) in the page. */
async function timed(api, text, opts, n) {
  const t = api.parseTrf(text);
  const out = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const p = api.pair(t, opts);
    out.push({ round: p.round, boards: p.boards.length, ms: performance.now() - start });
  }
  return out;
}

let results;
if (chromium) {
  const { proc, base } = await startServer(resolve(ROOT, 'target', 'torre-wasm-pkg'));
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(base + 'package.json');
    results = await page.evaluate(async ([src, text, opts, n]) => {
      const api = await import('/torre_wasm.js');
      await api.default();
      // eslint-disable-next-line no-new-func
      return new Function(`return ${src}`)()(api, text, opts, n);
    }, [timed.toString(), trf, { system, edition }, runs]);
  } finally {
    await browser.close();
    proc.kill();
  }
} else {
  const api = await import('../target/torre-wasm-pkg/node.js');
  results = await timed(api, trf, { system, edition }, runs);
}
for (const r of results) {
  console.log(`${file}: ${system} round ${r.round}: ${r.boards} boards in ${(r.ms / 1000).toFixed(3)} s (WebAssembly, ${where})`);
}

// WebAssembly benchmark: pair a tournament file with the built torre-wasm package in Node.
//   node scripts/bench-wasm.mjs FILE.trf dutch|dubov [edition]
// Inputs: target/bench/dubov-500-before-r9.trf (written by `cargo test -p torre-core --release
// --bench dubov`), or any corpus file truncated before the round to pair.
import { readFileSync } from 'node:fs';
import { parseTrf, pair } from '../target/torre-wasm-pkg/node.js';

const [file, system = 'dutch', edition = '2017'] = process.argv.slice(2);
const t = parseTrf(readFileSync(file, 'utf8'));
const start = performance.now();
const p = pair(t, { system, edition });
const ms = performance.now() - start;
console.log(`${file}: ${system} round ${p.round}: ${p.boards.length} boards in ${(ms / 1000).toFixed(3)} s (WebAssembly, Node ${process.version})`);

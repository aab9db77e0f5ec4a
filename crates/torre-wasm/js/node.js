// Node entry of torre-wasm: the same ES module as for browsers, instantiated synchronously
// from the .wasm next to this file (Node's fetch cannot read file: URLs).
//   import { parseTrf, pair } from 'torre-wasm';      // resolves here under Node
import { readFileSync } from 'node:fs';
import { initSync } from './torre_wasm.js';

initSync({ module: readFileSync(new URL('./torre_wasm_bg.wasm', import.meta.url)) });

export * from './torre_wasm.js';

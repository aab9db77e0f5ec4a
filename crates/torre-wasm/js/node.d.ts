// Node entry: same API as the browser module, already initialised (no init() call needed).
export * from './torre_wasm.js';

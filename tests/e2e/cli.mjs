// The `torre` binary for the browser tests that compare the app with the CLI: TORRE_BIN, else
// the newest of target/release/torre and target/debug/torre (`cargo build -p torre-cli`).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './helpers.mjs';

export function torreBin() {
  if (process.env.TORRE_BIN) return process.env.TORRE_BIN;
  const found = ['release', 'debug'].map((p) => resolve(ROOT, 'target', p, 'torre')).filter((f) => existsSync(f));
  if (!found.length) throw new Error('no torre binary: run `cargo build -p torre-cli --release` (or set TORRE_BIN)');
  return found.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

/** Run torre with `args` (`-` reads `input` from stdin): { status, stdout, stderr }. */
export function torreCli(args, input = '') {
  const r = spawnSync(torreBin(), args, { input, encoding: 'latin1' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

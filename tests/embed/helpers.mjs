// Shared by the tests of the wasm package and the web components (tests/embed/).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PKG = resolve(ROOT, process.env.TORRE_WASM_PKG || 'target/torre-wasm-pkg');
/** The conformance corpus lives next to the repository; never copied into it. */
export const SHARED = resolve(ROOT, process.env.TORRE_SHARED || '../shared');
export const SEED = join(SHARED, 'conformance/seeds/dutch-14p-6r.trf');

if (!existsSync(join(PKG, 'node.js'))) {
  throw new Error(`${PKG} is not built: run scripts/build.d/20-wasm-api.sh`);
}

/** The built package, through its Node entry (initialised synchronously). */
export const torre = await import(pathToFileURL(join(PKG, 'node.js')).href);

let cli = null;
/** Path of the `torre` CLI, built once per test process (a no-op when up to date). */
export function torreCli() {
  if (cli) return cli;
  if (process.env.TORRE_CLI) {
    cli = process.env.TORRE_CLI;
    return cli;
  }
  const build = spawnSync('cargo', ['build', '-q', '--locked', '-p', 'torre-cli'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`cargo build -p torre-cli failed:\n${build.stderr}`);
  cli = join(ROOT, 'target/debug/torre');
  return cli;
}

/** Run the CLI: {status, stdout, stderr}. */
export function runCli(args) {
  const r = spawnSync(torreCli(), args, { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function runCliOk(args) {
  return execFileSync(torreCli(), args, { cwd: ROOT, encoding: 'utf8' });
}

/** The tournament as it stood before round r (as torre-core's checker builds it): rounds
 *  1..r-1 kept, the requested byes and absences of round r kept, nothing else of round r. */
export function beforeRound(t, r) {
  const copy = structuredClone(t);
  for (const p of copy.players) {
    const entry = p.rounds[r - 1] ?? 'NotPaired';
    p.rounds = p.rounds.slice(0, r - 1);
    p.declared_points = null;
    p.rank = null;
    if (entry === 'NotPaired') p.rounds[r - 1] = { Bye: 'Zero' };
    else if (entry.Bye && entry.Bye !== 'PairingAllocated') p.rounds[r - 1] = { Bye: entry.Bye };
    for (let i = 0; i < p.rounds.length; i++) if (p.rounds[i] === undefined) p.rounds[i] = 'NotPaired';
    while (p.rounds.length && p.rounds[p.rounds.length - 1] === 'NotPaired') p.rounds.pop();
  }
  return copy;
}

/** Parse `torre -p` output ("N\nw b\n...\nbye 0\n") into {boards: [[w, b]], bye}. */
export function parseCliPairing(text) {
  const lines = text.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const [[n], ...rest] = lines;
  if (rest.length !== n) throw new Error(`torre -p printed ${rest.length} pairs, announced ${n}`);
  const boards = [];
  let bye = null;
  for (const [a, b] of rest) {
    if (b === 0) bye = a;
    else boards.push([a, b]);
  }
  return { boards, bye };
}

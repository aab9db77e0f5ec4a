// The app's own figure for a big round: a TRF imported into the built app (dist/, or E2E_DIST),
// the next round paired in the app's Web Worker, timed from the click to the pairing shown,
// with the worst main-thread lag while the worker runs. Not a test (minutes at 10,000 players):
//   trunk build --release --offline
//   node benchmarks/scripts/app-worker.mjs FILE.trf [--runs N]
// FILE.trf: e.g. the 9999-player field after round 1 of docs/benchmarks.md ("10,000-player
// fields"); the app re-checks the imported rounds in the worker first (timed separately).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { startServer, launch, T, measureLag, pairingsShown } from '../../tests/e2e/helpers.mjs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
if (!file || !(runs >= 1)) {
  console.error('usage: node benchmarks/scripts/app-worker.mjs FILE.trf [--runs N]');
  process.exit(2);
}
const text = readFileSync(file, 'latin1');
const played = Math.max(0, ...text.split('\n').filter((l) => l.startsWith('001'))
  .map((l) => Math.floor((l.trimEnd().length - 89) / 10)));

const server = await startServer();
const browser = await launch();
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.base);
    let t0 = Date.now();
    await page.setInputFiles(T('import-trf-new'), { name: basename(file), mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
    await page.waitForSelector(`${T('pairing-table')}[data-round="${played}"]`, { timeout: 600000 });
    const imported = Date.now() - t0;
    await measureLag(page, T('pairing-progress'));
    t0 = Date.now();
    await page.click(T('pair-round'));
    await page.waitForSelector(`${T('pairing-table')}[data-round="${played + 1}"]`, { timeout: 600000 });
    const paired = Date.now() - t0;
    const lag = await page.evaluate(() => window.__lag);
    const shown = await pairingsShown(page, played + 1);
    console.log(`run ${run}: imported (${played} rounds re-checked) in ${(imported / 1000).toFixed(1)} s; `
      + `round ${played + 1} paired in the worker in ${(paired / 1000).toFixed(1)} s, ${shown.rows.length} boards${shown.bye ? ' and the PAB' : ''} shown, `
      + `worst main-thread lag while pairing ${lag.worst.toFixed(0)} ms${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.proc.kill();
}

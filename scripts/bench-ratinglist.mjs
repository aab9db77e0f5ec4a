// Benchmark of the FIDE rating list in the app (issue 21): generate a 200,000-player list
// (FIDE's combined fixed-column TXT, and FIDE's XML zipped), load each one in the built app
// (dist/, headless Chromium) and time it from picking the file to the list stored in IndexedDB
// and searchable; then the reload (the list read back from IndexedDB). Also measures the worst
// gap of a 20 ms page timer while loading (how long the page ever stops answering).
//   trunk build --release && node scripts/bench-ratinglist.mjs [--players N] [--runs N]
// Target: under 10 s for 200,000 players (docs/benchmarks.md).
import { mkdtempSync, writeFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, startServer } from '../tests/e2e/helpers.mjs';
import { players, txtList, xmlList, zip } from '../tests/e2e/rating-list-files.mjs';

const arg = (name, d) => { const i = process.argv.indexOf(name); return i < 0 ? d : Number(process.argv[i + 1]); };
const n = arg('--players', 200000);
const runs = arg('--runs', 1);
const T = (id) => `[data-testid="${id}"]`;

const dir = mkdtempSync(join(tmpdir(), 'torre-rl-bench-'));
const files = {
  txt: join(dir, 'players_list_foa.txt'),
  'xml.zip': join(dir, 'standard_apr26frl_xml.zip'),
};
const list = players(n);
writeFileSync(files.txt, txtList(list));
writeFileSync(files['xml.zip'], zip([['standard_apr26frl_xml.xml', xmlList(list)]]));

const server = await startServer();
const browser = await launch();
try {
  for (const [kind, file] of Object.entries(files)) {
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.base);
      await page.click(T('new-tournament'));
      await page.fill(T('tournament-name'), 'Bench');
      await page.click(T('create-tournament'));
      await page.waitForSelector(T('rating-list-file'));
      await page.evaluate(() => {
        const m = { worst: 0 };
        window.__lag = m;
        let last = performance.now();
        m.timer = setInterval(() => { const now = performance.now(); m.worst = Math.max(m.worst, now - last - 20); last = now; }, 20);
      });
      const t0 = Date.now();
      await page.setInputFiles(T('rating-list-file'), file);
      await page.waitForFunction((want) => document.querySelector('[data-testid="rating-list-status"]')?.textContent.includes(`${want} players`)
        && !document.querySelector('[data-testid="rating-list-progress"]'), n.toLocaleString('en-US'), { timeout: 300000 });
      const load = (Date.now() - t0) / 1000;
      const lag = await page.evaluate(() => { clearInterval(window.__lag.timer); return window.__lag.worst; });
      const t1 = Date.now();
      await page.reload();
      await page.waitForSelector(T('rating-list-search'), { timeout: 300000 });
      const reload = (Date.now() - t1) / 1000;
      const t2 = Date.now();
      await page.fill(T('rating-list-search'), 'vukovic');
      await page.waitForSelector(T('rating-list-result'));
      const search = Date.now() - t2;
      const mb = (statSync(file).size / 1e6).toFixed(1);
      console.log(`${kind.padEnd(8)} ${n} players, ${mb} MB: loaded and stored in ${load.toFixed(2)} s (worst page pause ${lag.toFixed(0)} ms); after reload searchable in ${reload.toFixed(2)} s; a name search ${search} ms`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.proc.kill();
  rmSync(dir, { recursive: true, force: true });
}

// End to end (issue 18): a 60-player open paired by the Burstein system (C.04.4.2) in the
// app: created with that system, 7 rounds planned (3 seeding rounds by the Dutch rules, Art.
// 1.6), five rounds paired and their results entered, one player absent in round 4; the
// exported TRF is then checked by the CLI (`torre --burstein FILE -c`: every round paired again
// from the file truncated before it) and round 6 is paired by both, the same boards.
// Run after `trunk build --release` and `cargo build -p torre-cli --release`:
//   node --test tests/e2e/burstein.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS, enterResults } from './helpers.mjs';
import { torreCli } from './cli.mjs';

const env = useBrowser();

const FIRST = ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena', 'Franco', 'Giulia', 'Luca', 'Marta', 'Nicola', 'Olga', 'Paolo'];
const LAST = ['Berg', 'Conti', 'Dini', 'Esposito', 'Fabbri'];
const PLAYERS = FIRST.flatMap((f, i) => LAST.map((l, j) => ({ name: `${f} ${l}`, rating: 2450 - 13 * (i * 5 + j) + ((i * 7 + j * 3) % 5) })));

async function pairRound(page, r) {
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
  return page.$$eval(T('pairing-row'), (els) => els.map((e) => [Number(e.dataset.white), Number(e.dataset.black)]));
}

async function exportTrf(page) {
  await page.click(T('tab-data'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  return readFileSync(await download.path(), 'latin1');
}

/** `torre -p` output as [[white, black]] boards and the PAB. */
function cliPairing(trf, dir, name) {
  const f = join(dir, name);
  writeFileSync(f, trf, 'latin1');
  const out = torreCli(['--burstein', f, '-p']);
  assert.equal(out.status, 0, out.stderr);
  const lines = out.stdout.trim().split('\n').slice(1).map((l) => l.trim().split(/\s+/).map(Number));
  return { boards: lines.filter(([, b]) => b !== 0), bye: lines.find(([, b]) => b === 0)?.[0] ?? null };
}

test('60-player Burstein open: five rounds in the app, the same pairings as the CLI', async () => {
  assert.equal(new Set(PLAYERS.map((p) => p.name)).size, 60);
  const dir = mkdtempSync(join(tmpdir(), 'torre-burstein-'));
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), 'Junior open');
  await page.fill(T('tournament-rounds'), '7');
  await page.selectOption(T('tournament-system'), 'burstein');
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), PLAYERS.map((p) => `${p.name}\t${p.rating}`).join('\n'));
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 60);

  const keys = ['1', '=', '0', '1', '0', '=', '1'];
  for (let r = 1; r <= 5; r++) {
    if (r === 4) {
      // player 17 cannot play round 4 (a zero-point bye): 59 players, a PAB
      await page.click(T('tab-players'));
      await page.selectOption(`${T('player-row')}[data-player="17"] ${T('player-next-round')}`, 'zero');
    }
    // the app and the CLI pair the same file: the app's export just before pairing
    const before = await exportTrf(page);
    const cli = cliPairing(before, dir, `before-${r}.trf`);
    await page.click(T('tab-rounds'));
    const boards = await pairRound(page, r);
    const bye = await page.$$eval(T('pab-row'), (els) => els.map((e) => Number(e.dataset.player))[0] ?? null);
    assert.deepEqual([...boards].sort(), [...cli.boards].sort(), `round ${r}: app and CLI boards`);
    assert.equal(bye, cli.bye, `round ${r}: PAB`);
    assert.equal(boards.length, r === 4 ? 29 : 30);
    await enterResults(page, boards.map((_, i) => keys[(i + r) % keys.length]));
    if (r === 4) await page.screenshot({ path: resolve(SHOTS, 'burstein-round4.png'), fullPage: false });
  }

  // the CLI's checker pairs every round again from the exported file: all five the same
  const trf = await exportTrf(page);
  const f = join(dir, 'junior-open.trf');
  writeFileSync(f, trf, 'latin1');
  const check = torreCli(['--burstein', f, '-c']);
  assert.equal(check.status, 0, check.stdout + check.stderr);
  assert.match(check.stdout, /checked 5 rounds: 5 match, 0 differ/);

  // the explanation of a post-seeding round names the Burstein steps
  await page.click(T('explain-tab'));
  await page.waitForFunction(() => /Burstein/.test(document.querySelector('[data-testid="explain-view"]')?.textContent || ''));

  // phone size: the pairing list fits
  await page.click(T('tab-rounds'));
  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'rounds view scrolls sideways at 390 px');
  await page.screenshot({ path: resolve(SHOTS, 'burstein-round5-phone.png'), fullPage: false });
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

// End-to-end tests of FIDE mode (issue 19; FIDE's 2026 checklist, ../shared/notes/endorsement-2026.md):
// each warning level (2 acknowledge, 3 confirm, 4 two steps, 5 refuse), the integrity log and its
// `###` lines in the exported TRF read back by `torre trf`, results missing at pairing time marked
// adjourned (`?`) and blocking the final standings and the rating-report TRF, an imported file with
// one tampered round, leaving FIDE mode for good.
// Run after `trunk build --release`: node --test tests/e2e/fide-mode.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT, SHARED, SHOTS, T, warning, warningClosed as closed, perturbedAnchor, watch, createTournament, addPlayer, pairingsShown, enterResults, useBrowser, measureLag } from './helpers.mjs';

const env = useBrowser();

/** `torre trf FILE` (the CLI built once, or TORRE_CLI): its output. */
function torreTrf(path) {
  let cli = process.env.TORRE_CLI;
  if (!cli) {
    const build = spawnSync('cargo', ['build', '-q', '--locked', '-p', 'torre-cli'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    cli = join(ROOT, 'target/debug/torre');
  }
  const r = spawnSync(cli, ['trf', path], { encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

async function download(page, testid) {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T(testid))]);
  return { text: readFileSync(await dl.path(), 'utf8'), path: await dl.path() };
}

const logRows = (page) => page.$$eval(T('log-row'), (els) => els.map((e) => ({ event: e.dataset.event, round: Number(e.dataset.round), text: e.textContent })));

test('FIDE mode: every warning level, the log and its ### lines, adjourned games, leaving FIDE mode', { timeout: 240000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'FIDE mode', 3);
  for (const [name, rating] of [['Anna', '2000'], ['Beppe', '1900'], ['Ciro', '1800'], ['Dora', '1700'], ['Ezio', '1600'], ['Fede', '1500']]) {
    await addPlayer(page, { name, rating });
  }

  // a new tournament is in FIDE mode, its log empty
  await page.click(T('tab-data'));
  await page.waitForSelector(T('fide-on'));
  await page.waitForSelector(T('log-empty'));
  assert.equal(await page.locator(T('not-fide-mark')).count(), 0);

  // Level 2 (acknowledge): a full-point bye is deprecated; OK goes on
  await page.click(T('tab-players'));
  await page.selectOption(T('bye-player'), '6');
  await page.fill(T('bye-round'), '3');
  await page.selectOption(T('bye-kind'), 'full');
  await page.click(T('add-bye'));
  let wn = await warning(page);
  assert.equal(wn.level, 2);
  assert.match(wn.items[0].text, /full-point byes/);
  await page.click(T('warning-ok'));
  await closed(page);
  await page.waitForSelector(`${T('bye-row')}[data-player="6"][data-round="3"]`);
  await page.click(`${T('bye-row')}[data-player="6"] ${T('remove-bye')}`);

  // Level 3 (confirm): a second half-point bye; Cancel leaves it out, Confirm enters it
  await page.selectOption(T('bye-player'), '6');
  await page.fill(T('bye-round'), '2');
  await page.selectOption(T('bye-kind'), 'half');
  await page.click(T('add-bye'));
  await page.waitForSelector(`${T('bye-row')}[data-player="6"][data-round="2"]`);
  assert.equal(await page.locator(T('warning-dialog')).count(), 0, 'the first half-point bye needs no warning');
  await page.fill(T('bye-round'), '3');
  await page.click(T('add-bye'));
  wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.items[0].text, /Player 6 would get half-point bye number 2/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await page.locator(`${T('bye-row')}[data-player="6"][data-round="3"]`).count(), 0);
  await page.click(T('add-bye'));
  await warning(page);
  await page.click(T('warning-confirm'));
  await page.waitForSelector(`${T('bye-row')}[data-player="6"][data-round="3"]`);

  // round 1; board 2's result is missing at pairing time: marked adjourned (Level 3) and logged
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const r1 = await pairingsShown(page, 1);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.keyboard.type('1');
  await page.waitForFunction(() => document.activeElement?.id === 'res-2');
  await page.click(`${T('pairing-row')}[data-board="3"] ${T('result-input')}`);
  await page.keyboard.type('0');
  await page.waitForFunction(() => document.querySelector('[data-testid="pairing-row"][data-board="3"] [data-testid="result-input"]').value === '0-1');
  // pairing round 2 with board 2 still without a result: the warning says it becomes adjourned
  // (cancel leaves it as it was), and confirming marks it, logs it and pairs
  await page.click(T('pair-round'));
  wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.items[0].text, /Round 1: board 2 has no result.*adjourned.*counted as played.*worth 0\.5 to each player/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await page.locator(T('adjourned-mark')).count(), 0);
  assert.equal(await page.locator(`${T('show-round')}[data-round="2"]`).count(), 0, 'not paired');
  await page.click(T('pair-round'));
  wn = await warning(page);
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-warning-confirm.png') });
  await page.click(T('warning-confirm'));
  const r2 = await pairingsShown(page, 2);
  await page.click(`${T('show-round')}[data-round="1"]`);
  await page.waitForSelector(`${T('pairing-row')}[data-board="2"] ${T('adjourned-mark')}`);

  // Level 4 (two steps): round 2 changed by hand differs from the engine's pairing
  await page.click(`${T('show-round')}[data-round="2"]`);
  await page.click(T('edit-pairing'));
  await page.click(`${T('edit-row')}[data-board="1"] ${T('pick-white')}`);
  await page.click(`${T('edit-row')}[data-board="2"] ${T('pick-white')}`);
  await page.click(T('apply-pairing'));
  wn = await warning(page);
  assert.equal(wn.level, 4);
  assert.equal(wn.step, 1);
  assert.ok(wn.items.some((i) => i.level === 4 && /differs from the engine's/.test(i.text)), JSON.stringify(wn.items));
  await page.click(T('warning-continue'));
  await page.waitForSelector(`${T('warning-dialog')}[data-step="2"] ${T('warning-step2')}`);
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-warning-two-step.png') });
  await page.click(T('warning-yes'));
  await page.waitForSelector(T('manual-badge'));
  const r2manual = await pairingsShown(page, 2);
  assert.notDeepEqual(r2manual.rows.map((b) => [b.white, b.black]), r2.rows.map((b) => [b.white, b.black]));
  await enterResults(page, r2manual.rows.map(() => '1'));
  await page.click(T('pair-round'));
  await pairingsShown(page, 3);

  // Level 3: correcting the previous round (2) is confirmed and logged as a Correction
  await page.click(`${T('show-round')}[data-round="2"]`);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.keyboard.type('=');
  wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.items[0].text, /Correction of a past round \(round 2/);
  await page.click(T('warning-confirm'));
  await page.waitForFunction(() => document.querySelector('[data-testid="pairing-row"][data-board="1"] [data-testid="result-input"]').value === '½-½');
  // Level 5 (refuse): in FIDE mode only the previous round can be corrected
  await page.click(`${T('show-round')}[data-round="1"]`);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.keyboard.type('0');
  wn = await warning(page);
  assert.equal(wn.level, 5);
  await page.click(T('warning-close'));
  await closed(page);
  assert.equal(await page.inputValue(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`), '1-0');
  // Level 5: the point system is locked after round 1
  await page.click(T('tab-data'));
  await page.selectOption(T('settings-points'), 'football');
  wn = await warning(page);
  assert.equal(wn.level, 5);
  assert.match(wn.items[0].text, /point system is locked/);
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-warning-refused.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-warning-refused-phone.png') });
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.click(T('warning-close'));
  await closed(page);
  assert.equal(await page.inputValue(T('settings-points')), 'standard', 'the refused change leaves no trace on screen');

  // round 3 complete, round 1 board 2 still adjourned: no final standings, no rating-report TRF
  await page.click(T('tab-rounds'));
  await page.click(`${T('show-round')}[data-round="3"]`);
  const r3 = await pairingsShown(page, 3);
  await enterResults(page, r3.rows.map(() => '0'));
  await page.click(T('tab-standings'));
  assert.match(await page.textContent(T('not-final')), /No final standings.*round 1 board 2\./);
  assert.equal(await page.locator(T('standings-table')).count(), 0);
  await page.click(T('tab-data'));
  await page.click(T('export-rating-report'));
  assert.match(await page.textContent(T('notice')), /rating-report TRF while results are missing: round 1 board 2/);

  // the log: every event with its round; the TRF carries them as ### lines and the adjourned game as ?
  const log = await logRows(page);
  assert.deepEqual(log.map((e) => `${e.event}@${e.round}`), ['Adjournment@1', 'MPA@2', 'Correction@2']);
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-log.png'), fullPage: true });
  const trf = await download(page, 'export-trf');
  const lines = trf.text.split('\n');
  const hashes = lines.filter((l) => l.startsWith('###'));
  assert.equal(hashes.length, 3, hashes.join('\n'));
  assert.match(hashes[0], /^### Adjournment @ Round 1: result missing when round 2 was paired, adjourned: board 2 \(\d-\d\) \[\d{4}-\d\d-\d\d \d\d:\d\d UTC\]$/);
  assert.match(hashes[1], /^### MPA @ Round 2: pairing changed by hand; engine .*; published .*; criteria broken: /);
  assert.match(hashes[2], /^### Correction @ Round 2: result of \d+-\d+ changed from 1-0 to ½-½ /);
  const adjourned = [r1.rows[1].white, r1.rows[1].black];
  for (const id of adjourned) {
    const line = lines.find((l) => l.startsWith('001') && Number(l.slice(4, 8)) === id);
    assert.equal(line[98], '?', `round 1 of player ${id}: adjourned`);
  }
  assert.ok(lines.includes('162  X 0.5'), 'the TRF says how the adjourned game counts (162 X)');
  // `torre trf` reads the file back and keeps every ### line, the `?` and 162 X
  const back = torreTrf(trf.path);
  assert.deepEqual(back.split('\n').filter((l) => l.startsWith('###')), hashes);
  for (const id of adjourned) {
    const line = back.split('\n').find((l) => l.startsWith('001') && Number(l.slice(4, 8)) === id);
    assert.equal(line[98], '?', `torre trf keeps round 1 of player ${id} adjourned`);
  }
  assert.ok(back.split('\n').includes('162  X 0.5'));

  // the adjourned result comes in (no correction: it had none): final standings and the report
  await page.click(T('tab-rounds'));
  await page.click(`${T('show-round')}[data-round="1"]`);
  await page.click(`${T('pairing-row')}[data-board="2"] ${T('result-input')}`);
  await page.keyboard.type('=');
  await page.waitForFunction(() => !document.querySelector('[data-testid="adjourned-mark"]'));
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);
  await page.click(T('tab-standings'));
  await page.waitForSelector(T('standings-table'));
  assert.equal(await page.locator(T('not-final')).count(), 0);
  await page.click(T('tab-data'));
  const report = await download(page, 'export-rating-report');
  assert.ok(!report.text.split('\n').some((l) => l.startsWith('001') && l[98] === '?'));

  // leaving FIDE mode: two steps (cancel keeps it), then a permanent mark and a log line
  await page.click(T('leave-fide'));
  wn = await warning(page);
  assert.equal(wn.level, 4);
  await page.click(T('warning-cancel'));
  await closed(page);
  await page.waitForSelector(T('fide-on'));
  await page.click(T('leave-fide'));
  await warning(page);
  await page.click(T('warning-continue'));
  assert.match(await page.textContent(T('warning-step2')), /cannot be undone/);
  await page.click(T('warning-yes'));
  await page.waitForSelector(T('not-fide-mark'));
  assert.equal(await page.locator(T('leave-fide')).count(), 0, 'FIDE mode cannot be re-entered');
  let last = (await logRows(page)).at(-1);
  assert.equal(last.event, 'Configuration');
  assert.match(last.text, /FIDE mode left/);
  // outside FIDE mode the lock becomes a two-step confirmation, and the change is logged
  await page.selectOption(T('settings-points'), 'football');
  wn = await warning(page);
  assert.equal(wn.level, 4);
  await page.click(T('warning-continue'));
  await page.click(T('warning-yes'));
  await closed(page);
  await page.waitForFunction(() => /point system changed: 1-½-0 PAB 1 -> 3-1-0 PAB 3/.test([...document.querySelectorAll('[data-testid="log-row"]')].at(-1).textContent));
  assert.equal(await page.inputValue(T('settings-points')), 'football');
  await page.reload();
  await page.waitForSelector(T('not-fide-mark'));
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-not-fide-mode.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-not-fide-mode-phone.png'), fullPage: true });
  const final = await download(page, 'export-trf');
  assert.match(final.text, /^### Configuration @ Round 3: FIDE mode left by the arbiter/m);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('an imported TRF is re-checked round by round: a tampered round is flagged and logged', { timeout: 120000 }, async () => {
  const name = '2026-1039-8-5.trf';
  const text = readFileSync(resolve(SHARED, 'conformance', 'dutch-2026-accept', name), 'latin1');
  // round 5, board 1-5: swap the colours on both lines (the file stays consistent)
  const col = 91 + 10 * 4 + 5;
  const tampered = text.split('\n').map((l) => {
    if (!l.startsWith('001')) return l;
    const id = Number(l.slice(4, 8));
    if (id === 1) return l.slice(0, col) + 'b' + l.slice(col + 1);
    if (id === 5) return l.slice(0, col) + 'w' + l.slice(col + 1);
    return l;
  }).join('\n');
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);

  // the untouched file: every round matches, one Import line
  await page.setInputFiles(T('import-trf-new'), { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
  await page.waitForSelector(`${T('pairing-table')}[data-round="5"]`);
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);
  await page.click(T('tab-data'));
  let log = await logRows(page);
  assert.equal(log.length, 1);
  assert.match(log[0].text, /rounds 1-5 imported from 2026-1039-8-5\.trf; re-checked by Torre's checker: every round matches/);
  await page.click(T('back-to-list'));

  // the tampered file: a Level 3 warning naming round 5; Cancel imports nothing, Confirm keeps it logged
  await page.setInputFiles(T('import-trf-new'), { name: 'tampered.trf', mimeType: 'text/plain', buffer: Buffer.from(tampered, 'latin1') });
  let wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.equal(wn.items.length, 1);
  assert.match(wn.items[0].text, /Round 5 of the file is not the pairing Torre's checker makes \(file: .*5-1.*; Torre: .*1-5/);
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-import-tampered.png') });
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await page.locator(T('tournament-row')).count(), 1);
  await page.setInputFiles(T('import-trf-new'), { name: 'tampered2.trf', mimeType: 'text/plain', buffer: Buffer.from(tampered, 'latin1') });
  await warning(page);
  await page.click(T('warning-confirm'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="5"]`);
  await page.click(T('tab-data'));
  log = await logRows(page);
  assert.deepEqual(log.map((e) => `${e.event}@${e.round}`), ['Import@5', 'Import@5']);
  assert.match(log[0].text, /1 round\(s\) differ/);
  const trf = await download(page, 'export-trf');
  assert.match(trf.text, /^### Import @ Round 5: round 5 differs from Torre's pairing: file .*5-1.*; Torre .*1-5.* \[.* UTC\]$/m);
  // read back (a re-import keeps the earlier lines in the log)
  const back = torreTrf(trf.path);
  assert.equal(back.split('\n').filter((l) => l.startsWith('### Import @ Round 5')).length, 2);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('the re-check of an imported 1000-player file runs in the worker: progress, cancel, the page keeps responding', { timeout: 600000 }, async () => {
  // the public performance anchor (1000 players) cut after round 6, round 5's colours swapped:
  // six rounds to re-check (some 0.4 s in all in the worker now; see perturbedAnchor)
  const cut = perturbedAnchor(6, 5);
  const file = { name: 'n1000-r6.trf', mimeType: 'text/plain', buffer: Buffer.from(cut, 'latin1') };
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);

  // cancelled while it runs: nothing is imported
  await page.setInputFiles(T('import-trf-new'), file);
  await page.waitForSelector(T('import-check'));
  assert.match(await page.textContent(T('import-check-progress')), /of 6 done/);
  await page.screenshot({ path: resolve(SHOTS, 'app-fide-import-check.png') });
  await page.click(T('cancel-import-check'));
  assert.match(await page.textContent(T('notice')), /Import cancelled: the rounds were not checked/);
  assert.equal(await page.locator(T('import-check')).count(), 0);
  assert.equal(await page.locator(T('tournament-row')).count(), 0);

  // for real: an in-page timer ticking every 20 ms measures the longest main-thread block while
  // the progress bar is up, and the bar's value as the worker reports each round
  await page.reload();
  await measureLag(page, '[data-testid="import-check"]');
  const t0 = Date.now();
  await page.setInputFiles(T('import-trf-new'), file);
  await page.waitForFunction(() => window.__lag.done, null, { timeout: 300000 });
  const ms = Date.now() - t0;
  const lag = await page.evaluate(() => window.__lag);
  console.log(`# 1000 players x 6 rounds re-checked in the worker in ${ms} ms (bar values ${lag.values.join(',')}, worst main-thread lag ${lag.worst.toFixed(0)} ms)`);
  assert.ok(lag.ticks >= 3, 'the progress bar was shown while checking');
  assert.ok(lag.values.some((v) => v >= 1 && v < 5), `the bar moved round by round: ${lag.values}`);
  assert.ok(lag.worst < 250, `main thread blocked for ${lag.worst} ms while checking`);
  // the swapped round is flagged (a Level 3 warning): imported anyway
  const wn = await warning(page);
  assert.ok(wn.items.some((i) => /Round 5 of the file is not the pairing Torre's checker makes/.test(i.text)), JSON.stringify(wn.items));
  await page.click(T('warning-confirm'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="6"]`, { timeout: 120000 });
  await page.click(T('tab-data'));
  const log = await logRows(page);
  assert.match(log[0].text, /rounds 1-6 imported from n1000-r6\.trf; re-checked by Torre's checker/);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

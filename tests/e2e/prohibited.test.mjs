// Prohibited pairings in the app (issue 21): entered by player before round 1, kept apart by
// the engine, named by the manual pairing audit, carried by the exported TRF (XXP lines).
// Run after `trunk build --release`: node --test tests/e2e/prohibited.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, parseTrf, T, createTournament, addPlayer, pairingsShown, enterResults, SHOTS, useBrowser } from './helpers.mjs';

const env = useBrowser();
const pairs = (shown) => shown.rows.map((b) => [b.white, b.black].sort((x, y) => x - y).join('-')).sort();

test('a prohibited pair is kept apart by the engine, named by the audit and written to the TRF', async () => {
  const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 1100, height: 1000 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Siblings', 5);
  for (const [name, rating] of [['Anna', '2000'], ['Beppe', '1900'], ['Ciro', '1800'], ['Dora', '1700']]) {
    await addPlayer(page, { name, rating });
  }
  await page.waitForSelector(`${T('player-row')}[data-player="4"]`);
  // without the prohibition round 1 is 1-3, 4-2 (top half against bottom half): Anna and Ciro
  // are siblings and must not meet
  await page.selectOption(T('prohibited-first'), '3');
  await page.selectOption(T('prohibited-second'), '1');
  await page.click(T('prohibited-add'));
  await page.waitForSelector(`${T('prohibited-row')}[data-pair="1-3"]`);
  assert.equal((await page.textContent(`${T('player-row')}[data-player="1"] ${T('player-prohibited')}`)).trim(), '≠ 3');
  assert.equal((await page.textContent(`${T('player-row')}[data-player="3"] ${T('player-prohibited')}`)).trim(), '≠ 1');
  await page.screenshot({ path: resolve(SHOTS, 'app-prohibited.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(T('prohibited')).scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(SHOTS, 'app-phone-prohibited.png') });
  await page.setViewportSize({ width: 1100, height: 1000 });

  // kept after a reload; the engine pairs round 1 without 1-3
  await page.reload();
  await page.waitForSelector(`${T('prohibited-row')}[data-pair="1-3"]`);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const r1 = await pairingsShown(page, 1);
  assert.equal(r1.rows.length, 2);
  assert.ok(!pairs(r1).includes('1-3'), `round 1: ${pairs(r1)}`);
  assert.deepEqual(pairs(r1), ['1-4', '2-3']);

  // after round 1 the prohibition can no longer be changed (shown, not editable)
  await page.click(T('tab-players'));
  await page.waitForSelector(T('prohibited-locked'));
  assert.equal(await page.locator(T('prohibited-remove')).count(), 0);
  // adding one in FIDE mode is refused by the graded-warning dialog (Level 5), nothing added
  await page.selectOption(T('prohibited-first'), '2');
  await page.selectOption(T('prohibited-second'), '4');
  await page.click(T('prohibited-add'));
  const refusal = await page.waitForSelector(`${T('warning-dialog')}[data-level="5"]`);
  assert.match(await refusal.textContent(), /Adding the prohibited pair 2-4 after round 1/);
  assert.equal(await page.locator(T('warning-yes')).count() + await page.locator(T('warning-confirm')).count(), 0, 'no way to go on');
  await page.click(T('warning-close'));
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);
  assert.deepEqual(await page.$$eval(T('prohibited-row'), (els) => els.map((e) => e.dataset.pair)), ['1-3']);

  // a manual pairing that puts Anna against Ciro: the audit names the prohibited pairing
  await page.click(T('tab-rounds'));
  await page.click(T('edit-pairing'));
  await page.waitForSelector(T('pairing-editor'));
  await page.fill(`${T('edit-row')}[data-board="1"] ${T('edit-white')}`, '1');
  await page.fill(`${T('edit-row')}[data-board="1"] ${T('edit-black')}`, '3');
  await page.fill(`${T('edit-row')}[data-board="2"] ${T('edit-white')}`, '4');
  await page.fill(`${T('edit-row')}[data-board="2"] ${T('edit-black')}`, '2');
  await page.click(T('apply-pairing'));
  // FIDE mode's warning first: two steps (the pairing differs from the engine's), naming the
  // prohibited pair at Level 3
  await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="1"]`);
  const warned = await page.$$eval(T('warning-item'), (els) => els.map((e) => `${e.dataset.level} ${e.textContent}`));
  assert.ok(warned.includes('3 Players 1 and 3 are a prohibited pair.'), JSON.stringify(warned));
  await page.click(T('warning-continue'));
  await page.click(T('warning-yes'));
  await page.waitForSelector(T('audit'));
  const audit = await page.$$eval(T('audit-row'), (rows) => Object.fromEntries(rows.map((r) => [r.dataset.code, r.dataset.worse])));
  assert.equal(audit.PP, 'true', 'the prohibited pairing is named');
  assert.equal(audit.C1, 'false', 'not a rematch');
  assert.match(await page.textContent(`${T('audit-row')}[data-code="PP"]`), /Prohibited pairing[\s\S]*1 Anna, 3 Ciro/);
  assert.match(await page.textContent(T('audit-summary')), /PP/);
  await page.screenshot({ path: resolve(SHOTS, 'app-prohibited-audit.png'), fullPage: true });
  await page.click(T('restore-engine'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="manual-badge"]'));

  // the exported TRF carries the prohibition (XXP, JaVaFo's TRF(x)) next to the pairing
  await page.click(T('tab-data'));
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  const trf = readFileSync(await dl.path(), 'utf8');
  assert.match(trf, /^XXP 1 3$/m);
  // round 1 of player 1 (columns 92-95: the opponent; no result yet): Dora, not Ciro
  assert.equal(parseTrf(trf).length, 4);
  const anna = trf.split('\n').find((l) => l.startsWith('001    1'));
  assert.equal(Number(anna.slice(91, 95)), 4, anna);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('outside FIDE mode a prohibited pair added after round 1 takes two steps, is logged and kept apart', async () => {
  const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 1100, height: 1000 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Cousins', 5);
  for (const [name, rating] of [['Anna', '2000'], ['Beppe', '1900'], ['Ciro', '1800'], ['Dora', '1700']]) {
    await addPlayer(page, { name, rating });
  }
  await page.waitForSelector(`${T('player-row')}[data-player="4"]`);
  // FIDE mode left before the start (two steps; permanent mark)
  await page.click(T('tab-data'));
  await page.click(T('leave-fide'));
  await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="1"]`);
  await page.click(T('warning-continue'));
  await page.click(T('warning-yes'));
  await page.waitForSelector(T('not-fide-mark'));

  // round 1: 1-3 and 4-2; Anna and Beppe win, so round 2 would be 1-2 and 3-4
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const r1 = await pairingsShown(page, 1);
  assert.deepEqual(pairs(r1), ['1-3', '2-4']);
  await enterResults(page, r1.rows.map((b) => (b.white === 1 || b.white === 2 ? '1' : '0')));

  // adding the prohibited pair 1-2 now: outside FIDE mode the checklist's Level 5 (refused in
  // FIDE mode, Q194-196) becomes a two-step confirmation (Level 4, doc/fide.rs fide_level)
  await page.click(T('tab-players'));
  await page.selectOption(T('prohibited-first'), '1');
  await page.selectOption(T('prohibited-second'), '2');
  await page.click(T('prohibited-add'));
  const first = await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="1"]`);
  assert.match(await first.textContent(), /Adding the prohibited pair 1-2 after round 1 changes the pairing rules/);
  // cancelling at the first step adds nothing
  await page.click(T('warning-cancel'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));
  assert.equal(await page.locator(`${T('prohibited-row')}[data-pair="1-2"]`).count(), 0);
  await page.click(T('prohibited-add'));
  await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="1"]`);
  await page.click(T('warning-continue'));
  await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="2"]`);
  await page.screenshot({ path: resolve(SHOTS, 'app-prohibited-outside-fide-step2.png') });
  await page.click(T('warning-yes'));
  await page.waitForSelector(`${T('prohibited-row')}[data-pair="1-2"]`);

  // logged as a configuration change of round 1, and the engine keeps 1 and 2 apart in round 2
  await page.click(T('tab-data'));
  const log = await page.$$eval(T('log-row'), (els) => els.map((e) => ({ event: e.dataset.event, round: Number(e.dataset.round), text: e.textContent })));
  const added = log.find((e) => /prohibited pair 1-2 added/.test(e.text));
  assert.ok(added, JSON.stringify(log));
  assert.deepEqual([added.event, added.round], ['Configuration', 1]);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const r2 = await pairingsShown(page, 2);
  assert.ok(!pairs(r2).includes('1-2'), `round 2: ${pairs(r2)}`);
  assert.deepEqual(pairs(r2), ['1-4', '2-3']);
  await page.click(T('tab-data'));
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  const trf = readFileSync(await dl.path(), 'utf8');
  assert.match(trf, /^### Configuration @ Round 1: prohibited pair 1-2 added/m);
  assert.match(trf, /^XXP 1 2$/m);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

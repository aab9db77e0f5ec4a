// The tournament settings' tie-break editor (issue 15) and the Dubov edition setting (issue 16),
// against the built page (dist/): the C.07 edition follows the start date and can be chosen (the
// standings say which and why); the list is edited (add with a modifier, reorder, remove) or
// replaced by a ready-made list; once rounds are paired a change goes through FIDE mode's
// graded-warning dialog (two steps) and is written to the exported TRF as a `###` log line with
// the new 202 list; rating-based columns are
// empty with unrated players under 2026 (Art. 10) until a rating for them is set; the player
// card gives each value with its article. The Dubov edition follows the start date, can be
// chosen, changes the explanation's article names ([C5] / C.5) and the exported 192.
// Run: trunk build --release && node --test tests/e2e/tiebreak-editor.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED, SHOTS, T, watch, readSeed, useBrowser } from './helpers.mjs';

const env = useBrowser();

/** A 7-player, 5-round Dutch file of the C.07 2026 corpus, started 1 October 2025 (so the
 *  August 2024 edition applies), with a tie-break list, and player 3 unrated. */
function corpusFile() {
  const text = readFileSync(resolve(SHARED, 'conformance', 'tiebreaks-2026', 'dutch-n0007-r05-s10100.trf'), 'latin1');
  const lines = text.split('\n').map((l) => (l.startsWith('001    3') ? l.slice(0, 48) + '    ' + l.slice(52) : l));
  return ['042 2025/10/01', '202 BH/C1,BH,SB', ...lines].join('\n');
}

const items = (page) => page.$$eval(T('tb-item'), (els) => els.map((e) => e.dataset.code));

async function exportTrf(page) {
  await page.click(T('tab-data'));
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  return readFileSync(await dl.path(), 'latin1');
}

test('tie-break editor: edition by start date or chosen, presets, editing, confirmed change after round 1 in the TRF, Art. 10, the player card', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.setInputFiles(T('import-trf-new'), { name: 'tb.trf', mimeType: 'text/plain', buffer: Buffer.from(corpusFile(), 'latin1') });
  await page.waitForSelector(`${T('pairing-table')}[data-round="5"]`);

  // the edition follows the start date
  await page.click(T('tab-data'));
  await page.waitForSelector(T('tiebreak-editor'));
  assert.match(await page.textContent(T('tb-edition-why')), /C\.07 \(August 2024\): in force on the start date 2025\/10\/01/);
  assert.deepEqual(await items(page), ['BH/C1', 'BH', 'SB']);
  // under 2024 the list offers REP, not its old name GE; STD, TPN and RTNG are there
  const offered = await page.$$eval(`${T('tb-add-kind')} option`, (els) => els.map((e) => e.value));
  assert.ok(offered.includes('REP') && !offered.includes('GE') && offered.includes('STD') && offered.includes('TPN') && offered.includes('RTNG'));

  // choose 2026: the standings say so
  await page.selectOption(T('tb-edition'), '2026');
  await page.waitForFunction(() => /March 2026\): chosen/.test(document.querySelector('[data-testid="tb-edition-why"]').textContent));
  await page.click(T('tab-standings'));
  assert.match(await page.textContent(T('standings-edition')), /C\.07 \(March 2026\): chosen in the tournament settings/);

  // a ready-made list, saved after round 5: the two-step warning; cancelling keeps the old list
  await page.click(T('tab-data'));
  await page.click(`${T('tb-preset')}[data-preset="swiss-rated"]`);
  assert.deepEqual(await items(page), ['BH/C1', 'BH', 'ARO/C1', 'DE', 'WIN']);
  await page.click(T('tb-save'));
  const dialog = await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="1"]`);
  assert.match(await dialog.textContent(), /published before the start; 5 round\(s\) have been paired/);
  await page.click(T('warning-cancel'));
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);
  let trf = await exportTrf(page);
  assert.match(trf, /^202 BH\/C1,BH,SB$/m);
  assert.doesNotMatch(trf, /tie-break list changed/);
  await page.click(`${T('tb-preset')}[data-preset="swiss-rated"]`);

  // edit further: add RTNG in reverse order, move it above WIN, remove WIN; then confirm
  await page.selectOption(T('tb-add-kind'), 'RTNG');
  await page.selectOption(T('tb-add-modifier'), '/R');
  await page.click(T('tb-add'));
  await page.click(`${T('tb-item')}[data-code="RTNG/R"] ${T('tb-up')}`);
  await page.click(`${T('tb-item')}[data-code="WIN"] ${T('tb-remove')}`);
  assert.deepEqual(await items(page), ['BH/C1', 'BH', 'ARO/C1', 'DE', 'RTNG/R']);
  // Cut-1 is not offered for a tie-break that has no cut (Art. 14)
  await page.selectOption(T('tb-add-kind'), 'WIN');
  assert.deepEqual(await page.$$eval(`${T('tb-add-modifier')} option`, (els) => els.map((e) => e.value)), ['']);
  await page.screenshot({ path: resolve(SHOTS, 'tiebreak-editor.png'), fullPage: true });
  await page.click(T('tb-save'));
  await page.waitForSelector(`${T('warning-dialog')}[data-level="4"][data-step="1"]`);
  await page.click(T('warning-continue'));
  await page.waitForSelector(`${T('warning-dialog')}[data-step="2"] ${T('warning-step2')}`);
  await page.screenshot({ path: resolve(SHOTS, 'tiebreak-change-warning.png') });
  await page.click(T('warning-yes'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));
  assert.equal(await page.isDisabled(T('tb-save')), true, 'nothing left to save');

  // the exported TRF carries the new 202 list and the ### line written by the core
  trf = await exportTrf(page);
  assert.match(trf, /^202 BH\/C1,BH,ARO\/C1,DE,RTNG\/R$/m);
  assert.match(trf, /^### Configuration @ Round 5: tie-break list changed: BH\/C1,BH,SB -> BH\/C1,BH,ARO\/C1,DE,RTNG\/R \[\d{4}-\d\d-\d\d \d\d:\d\d UTC\]$/m);

  // 2026 Art. 10: player 3 is unrated, so ARO/C1 and RTNG/R are empty and the note says why
  await page.click(T('tab-standings'));
  const note = await page.textContent(T('standings-note'));
  assert.match(note, /ARO\/C1, RTNG\/R: empty: 1 unrated player \(3\) and no rating set for unrated players \(C\.07 Art\. 10\)/);
  const cells = () => page.$$eval(`${T('standings-row')}[data-player="1"] td`, (els) => els.map((e) => e.textContent));
  const heads = await page.$$eval(`${T('standings-table')} th`, (els) => els.map((e) => e.textContent));
  const aro = heads.indexOf('ARO/C1');
  assert.equal((await cells())[aro], '');
  // the player card: each value with its article, and why ARO/C1 is empty
  await page.click(`${T('standings-row')}[data-player="1"] ${T('player-card-link')}`);
  await page.waitForSelector(T('card-tiebreaks'));
  assert.match(await page.textContent(`${T('card-tiebreak')}[data-code="BH/C1"] ${T('card-tiebreak-article')}`), /C\.07 Art\. 8\.1/);
  assert.match(await page.textContent(`${T('card-tiebreak')}[data-code="RTNG/R"] ${T('card-tiebreak-article')}`), /C\.07 Art\. 10\.6/);
  assert.match(await page.textContent(`${T('card-tiebreak')}[data-code="ARO/C1"] ${T('card-tiebreak-why')}`), /no rating set for unrated players \(C\.07 Art\. 10\)/);
  await page.screenshot({ path: resolve(SHOTS, 'tiebreak-player-card.png'), fullPage: true });

  // a rating for unrated players: the columns come back
  await page.click(T('tab-data'));
  await page.fill(T('tb-unrated-rating'), '1400');
  await page.press(T('tb-unrated-rating'), 'Enter');
  await page.locator(T('tb-unrated-rating')).evaluate((e) => e.blur());
  await page.click(T('tab-standings'));
  assert.equal(await page.locator(T('standings-note')).count(), 0);
  assert.match((await cells())[aro], /^\d{4}$/);

  // back to automatic: the 2024 edition, which keeps rating columns with unrated players
  await page.click(T('tab-data'));
  await page.selectOption(T('tb-edition'), 'auto');
  await page.click(T('tab-standings'));
  assert.match(await page.textContent(T('standings-edition')), /C\.07 \(August 2024\): in force on the start date 2025\/10\/01/);

  // Italian: the reasons and names are translated
  await page.selectOption(T('language'), 'it');
  await page.click(T('tab-data'));
  assert.match(await page.textContent(T('tb-edition-why')), /C\.07 \(agosto 2024\): in vigore alla data d'inizio 2025\/10\/01/);
  assert.match(await page.textContent(T('tiebreak-editor')), /Media Elo degli avversari/);
  await page.selectOption(T('language'), 'en');

  // a phone-sized screen: the editor fits the width
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click(T('tab-data'));
  const overflow = await page.$eval(T('tiebreak-editor'), (e) => e.scrollWidth - e.clientWidth);
  assert.ok(overflow <= 1, `the editor overflows by ${overflow} px at 390 px`);
  await page.locator(T('tiebreak-editor')).screenshot({ path: resolve(SHOTS, 'tiebreak-editor-390.png') });

  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('Dubov edition: follows the start date, can be chosen; the explanation cites that text; the TRF says which', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  // the Dubov worked example (bare FIDE_DUBOV code), started before 1 February 2026
  const text = ['192 FIDE_DUBOV', '042 2025/05/01', readSeed('dubov-14p-6r.trf')].join('\n');
  await page.setInputFiles(T('import-trf-new'), { name: 'dubov.trf', mimeType: 'text/plain', buffer: Buffer.from(text, 'latin1') });
  // FIDE mode re-checks the imported rounds: under the 2018 text Torre's checker pairs a round
  // of the file differently, which is confirmed (Level 3) before the import
  const imported = await page.waitForSelector(`${T('warning-dialog')}[data-level="3"]`);
  assert.match(await imported.textContent(), /Round \d+ of the file is not the pairing Torre's checker makes/);
  await page.click(T('warning-confirm'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="6"]`);
  await page.click(T('tab-data'));
  assert.match(await page.textContent(T('dubov-edition-why')), /C\.04\.4\.1 \(2018\): in force on the start date 2025\/05\/01/);

  const headers = async () => {
    await page.click(T('explain-tab'));
    await page.selectOption(T('explain-round'), '3');
    await page.waitForSelector(`${T('explain-body')}[data-round="3"]`);
    // the 1.5 scoregroup, whose first upfloater set shows its failure values
    await page.click(T('explain-next-bracket'));
    await page.waitForSelector(`${T('explain-candidate')}[data-bracket="1"]`);
    await page.waitForSelector(T('explain-failures'));
    return page.$$eval(`${T('explain-failures')} thead th`, (els) => els.map((e) => e.textContent).slice(1));
  };
  assert.deepEqual(await headers(), ['C.5', 'C.6', 'C.7', 'C.8', 'C.9', 'C.10']);

  await page.click(T('tab-data'));
  await page.selectOption(T('dubov-edition'), '2026');
  assert.match(await page.textContent(T('dubov-edition-why')), /C\.04\.4\.1 \(2026\): chosen in the tournament settings/);
  assert.deepEqual(await headers(), ['[C5]', '[C6]', '[C7]', '[C8]', '[C9]', '[C10]']);
  // no 2018 article name is left in the step shown
  const shown = await page.textContent(T('explain-candidate'));
  assert.doesNotMatch(shown, /\b[A-E]\.\d/);
  await page.screenshot({ path: resolve(SHOTS, 'dubov-2026-explain.png'), fullPage: true });
  assert.match(await exportTrf(page), /^192 FIDE_DUBOV_2026$/m);

  await page.selectOption(T('dubov-edition'), 'auto');
  assert.match(await page.textContent(T('dubov-edition-why')), /\(2018\)/);
  assert.match(await exportTrf(page), /^192 FIDE_DUBOV$/m);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

// Teaching mode with every pairing seed, and the Dubov step-by-step view (issue 7) against the
// built page (dist/): the Dubov worked example opens in the explain view; round 3 walks the
// upfloater sets of the 1.5 scoregroup (C.5–C.10 values), the subgroups and the transpositions
// with buttons and keys; round 5 shows the B.4 shifters; the chosen pairs of every scoregroup
// equal the seed file's round; round 4 is flagged as the seed's known error; "Why this
// pairing?" explains a Dubov board. The old-rules Dutch example replays every round as recorded.
// Run: trunk build --release && node --test tests/e2e/explain-dubov.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, parseTrf, seedRound, readSeed, SHOTS, useBrowser } from './helpers.mjs';

const DUBOV = parseTrf(readSeed('dubov-14p-6r.trf'));
const env = useBrowser();

const step = (page) => page.$eval(T('explain-candidate'), (e) => ({
  bracket: Number(e.dataset.bracket), index: Number(e.dataset.index), stage: e.dataset.stage,
  fate: e.dataset.fate, chosen: e.dataset.chosen, pairs: e.dataset.pairs, text: e.textContent,
}));

/** Wait until step `index` of bracket `bracket` is shown. */
async function waitStep(page, bracket, index) {
  await page.waitForFunction(([b, i]) => {
    const e = document.querySelector('[data-testid="explain-candidate"]');
    return e && Number(e.dataset.bracket) === b && Number(e.dataset.index) === i;
  }, [bracket, index], { timeout: 5000 });
  return step(page);
}

async function openRound(page, r) {
  await page.selectOption(T('explain-round'), String(r));
  await page.waitForSelector(`${T('explain-body')}[data-round="${r}"]`);
}

/** The chosen pairs of every scoregroup (jumping with the bracket links and "c"), unordered. */
async function chosenPairs(page) {
  const n = await page.$$eval(T('explain-bracket-link'), (els) => els.length);
  const pairs = [];
  for (let k = 0; k < n; k++) {
    await page.click(`${T('explain-bracket-link')} >> nth=${k}`);
    await waitStep(page, k, 0);
    await page.click('.explain h2');
    await page.keyboard.press('c');
    await page.waitForFunction((b) => {
      const e = document.querySelector('[data-testid="explain-candidate"]');
      return e && Number(e.dataset.bracket) === b && e.dataset.chosen === 'true';
    }, k);
    const s = await step(page);
    assert.equal(s.stage, 'transposition');
    assert.equal(s.fate, 'perfect');
    pairs.push(...s.pairs.split(' '));
  }
  return pairs;
}

const unordered = (pairs) => pairs.map((p) => p.split('-').map(Number).sort((a, b) => a - b).join('-')).sort();

test('teaching picker: three seeds; the old-rules Dutch example replays every round as recorded', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.waitForSelector(T('teaching-seed'));
  const seeds = await page.$$eval(T('teaching-seed'), (els) => els.map((e) => e.dataset.seed));
  assert.deepEqual(seeds, ['dutch-14p-6r', 'dutch-14p-5r-old-rules', 'dubov-14p-6r']);

  await page.click(`${T('teaching-seed')}[data-seed="dutch-14p-5r-old-rules"]`);
  await page.waitForSelector(T('explain-view'));
  assert.match(await page.textContent(T('open-tournament-name')), /5 rounds \(pre-2017 rules\)/);
  // the UI says which rules explain it and that the steps are not the slides' own
  assert.match(await page.textContent(T('teaching-note')), /before 2017.*2017 text/s);
  assert.deepEqual(await page.$$eval(`${T('explain-round')} option`, (els) => els.map((e) => e.value)), ['1', '2', '3', '4', '5']);
  for (let r = 1; r <= 5; r++) {
    await openRound(page, r);
    assert.equal(await page.$eval(T('explain-file-check'), (e) => e.dataset.same), 'true', `round ${r} replayed as recorded`);
  }
  // round 5 is the last round: the Dutch step view is shown (not the Dubov one)
  assert.equal(await page.$eval(T('explain-body'), (e) => e.dataset.system), 'dutch');
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('Dubov seed: sets, shifters, transpositions step by step; pairs as in the seed; why this pairing', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);

  await page.click(`${T('teaching-seed')}[data-seed="dubov-14p-6r"]`);
  await page.waitForSelector(T('explain-view'));
  assert.match(await page.textContent(T('open-tournament-name')), /Dubov worked example/);
  assert.equal(await page.$eval(T('teaching-note'), (e) => e.dataset.seed), 'dubov-14p-6r');
  await page.waitForSelector(`${T('explain-body')}[data-round="6"][data-system="dubov"]`);

  // ---- round 3: the 1.5 scoregroup [3, 4] needs two upfloaters
  await openRound(page, 3);
  assert.equal(await page.$eval(T('explain-file-check'), (e) => e.dataset.same), 'true');
  let s = await waitStep(page, 0, 0);
  await page.click(T('explain-next-bracket'));
  s = await waitStep(page, 1, 0);
  assert.match(await page.textContent(`${T('explain-bracket')} h3`), /^Scoregroup 2\/4 · 1\.5 points$/);
  // set #1 {5, 7}: legal, kept (the first: nothing to compare it with); the heading does not
  // give the chosen upfloaters away before their step
  assert.equal(s.stage, 'upfloaters');
  assert.equal(s.fate, 'best_so_far');
  assert.match(s.text, /Upfloater set #1/);
  assert.deepEqual(await page.$$eval(`${T('explain-candidate')} .chip.up`, (els) => els.map((e) => Number(e.dataset.player))), [5, 7]);
  assert.equal(await page.$$eval(`${T('explain-failures')} tr`, (els) => els.length), 2, 'a header and this set: no other row');
  assert.match(await page.textContent(T('upfloaters-pending')), /chosen in the steps below/);
  assert.equal(await page.$$eval(`${T('explain-bracket')} .chip.up`, (els) => els.length), 0);
  // button: set #2 {5, 8} loses to the best so far (#1) on C.7 (colour)
  await page.click(T('explain-next'));
  s = await waitStep(page, 1, 1);
  assert.equal(s.fate, 'discarded');
  let worse = await page.$$eval(`${T('explain-failures')} td.worse`, (els) => els.map((e) => e.dataset.criterion));
  assert.deepEqual(worse, ['C.7', 'C.10']);
  assert.match(await page.textContent(`${T('explain-failures')} tr.muted th`), /Best so far/);
  // keys: → #3, → #4 = the chosen set {5, 13} with no worse value
  await page.click('.explain h2');
  await page.keyboard.press('ArrowRight');
  await waitStep(page, 1, 2);
  await page.keyboard.press('ArrowRight');
  s = await waitStep(page, 1, 3);
  assert.equal(s.fate, 'chosen_best');
  assert.deepEqual(await page.$$eval(`${T('explain-candidate')} .chip.up`, (els) => els.map((e) => Number(e.dataset.player))), [5, 13]);
  // better than the best so far (#1) on C.10; the heading now names the upfloaters
  assert.equal(await page.$$eval(`${T('explain-failures')} td.worse`, (els) => els.length), 0);
  assert.deepEqual(await page.$$eval(`${T('explain-failures')} td.better`, (els) => els.map((e) => e.dataset.criterion)), ['C.10']);
  assert.deepEqual(await page.$$eval(`${T('explain-bracket')} .chip.up`, (els) => els.map((e) => Number(e.dataset.player))), [5, 13]);
  // → subgroups: G1 = 3 5 (white seekers), G2 = 4 13, no shifter needed
  await page.keyboard.press('ArrowRight');
  s = await waitStep(page, 1, 4);
  assert.equal(s.stage, 'shifters');
  assert.deepEqual(await page.$$eval(`${T('dubov-g1')} li`, (els) => els.map((e) => Number(e.dataset.player))), [3, 5]);
  assert.deepEqual(await page.$$eval(`${T('dubov-g2')} li`, (els) => els.map((e) => Number(e.dataset.player))), [4, 13]);
  await page.waitForSelector(T('dubov-no-shift'));
  // → transposition #1: T2 starting with 4 is illegal, 3 and 4 have met ([C1]; the seed is paired by the 2026 edition, whose article numbers the view cites)
  await page.keyboard.press('ArrowRight');
  s = await waitStep(page, 1, 5);
  assert.equal(s.stage, 'transposition');
  assert.equal(s.fate, 'illegal');
  assert.equal(s.pairs, '3-4');
  assert.match(await page.textContent(T('explain-illegal')), /3 and 4 have already played each other \(\[C1\]\)/);
  // ← back to the subgroups, then "c": the chosen transposition 13 4: 3-13, 5-4
  await page.keyboard.press('ArrowLeft');
  await waitStep(page, 1, 4);
  await page.keyboard.press('c');
  s = await waitStep(page, 1, 6);
  assert.equal(s.chosen, 'true');
  assert.equal(s.pairs, '3-13 5-4');
  assert.match(await page.textContent(T('explain-step')), /T2 = \[13, 4\]/);
  // S1 and T2 as two columns, S1 by ARO
  const cols = await page.$$eval(`${T('explain-candidate')} table.s12cols tbody tr`, (rows) => rows.map((r) => [...r.querySelectorAll('td.player strong')].map((x) => parseInt(x.textContent, 10))));
  assert.deepEqual(cols, [[3, 13], [5, 4]]);
  // key b: the next scoregroup (1 point), its first step; ← Previous step: back to the chosen one
  await page.keyboard.press('b');
  s = await waitStep(page, 2, 0);
  assert.match(await page.textContent(`${T('explain-bracket')} h3`), /^Scoregroup 3\/4 · 1 point$/);
  await page.click(T('explain-prev'));
  s = await waitStep(page, 1, 6);
  assert.equal(s.pairs, '3-13 5-4');
  // the chosen pairs of every scoregroup are the seed's round 3; the colours too
  assert.deepEqual(unordered(await chosenPairs(page)), unordered(seedRound(DUBOV, 3).pairs));
  await page.click(T('explain-colours-link'));
  await page.waitForSelector(T('explain-colour-step'));
  const colours = await page.$$eval(T('explain-colour-row'), (els) => els.map((e) => `${e.dataset.white}-${e.dataset.black}`));
  assert.deepEqual(colours.sort(), seedRound(DUBOV, 3).pairs);

  // ---- round 5: PAB 11; the 3-point scoregroup needs both shifter steps of B.4
  await openRound(page, 5);
  assert.equal(await page.$eval(T('explain-file-check'), (e) => e.dataset.same), 'true');
  assert.match(await page.textContent(T('explain-pab')), /bye: 11\b/);
  assert.equal(seedRound(DUBOV, 5).bye, 11);
  s = await waitStep(page, 0, 0);
  assert.equal(s.stage, 'upfloaters');
  await page.click(T('explain-next'));
  s = await waitStep(page, 0, 1);
  assert.equal(s.stage, 'shifters');
  const shifts = await page.$$eval(`${T('dubov-shifters')} .shift-step`, (els) => els.map((e) => [e.dataset.rule, e.dataset.shifted]));
  assert.deepEqual(shifts, [['Art. 3.2.4 (1)', '2'], ['Art. 3.2.4 (2)', '5, 3']]);  // 2026 numbering (2018: B.4)
  assert.deepEqual(await page.$$eval(`${T('dubov-g1')} li.shifted`, (els) => els.map((e) => Number(e.dataset.player))), [3, 5]);
  assert.deepEqual(await page.$$eval(`${T('dubov-g2')} li.shifted`, (els) => els.map((e) => Number(e.dataset.player))), [2]);
  await page.screenshot({ path: resolve(SHOTS, 'app-explain-dubov.png'), fullPage: true });
  await page.click(T('explain-next'));
  s = await waitStep(page, 0, 2);
  assert.equal(s.fate, 'illegal');
  assert.match(await page.textContent(T('explain-illegal')), /1 and 4 .*\(\[C1\]\)/);
  await page.click(T('explain-chosen'));
  s = await waitStep(page, 0, 3);
  assert.equal(s.pairs, '8-3 1-5 2-4');
  assert.deepEqual(unordered(await chosenPairs(page)), unordered(seedRound(DUBOV, 5).pairs));

  // ---- round 4: the seed's known error is shown, not hidden
  await openRound(page, 4);
  assert.equal(await page.$eval(T('explain-file-check'), (e) => e.dataset.same), 'false');
  const diff = await page.textContent(T('explain-file-check'));
  assert.match(diff, /engine: 11-13, 7-10/);
  assert.match(diff, /recorded: 13-10, 7-11/);
  assert.match(await page.textContent(T('teaching-round-note')), /wrong round-3 opponents for 7 and 13/);

  // ---- "Why this pairing?" on the round-3 board 3-13
  await page.click(T('tab-rounds'));
  await page.click(`${T('show-round')}[data-round="3"]`);
  await page.waitForSelector(`${T('pairing-table')}[data-round="3"]`);
  const row = `${T('pairing-row')}[data-white="3"][data-black="13"]`;
  await page.click(`${row} ${T('why-pairing')}`);
  await page.waitForSelector(T('why-panel'));
  assert.match(await page.textContent(T('why-bracket')), /Scoregroup 1\.5 points: Residents 3, 4 · Upfloaters 5, 13/);
  assert.match(await page.textContent(T('why-criteria')), /Upfloater set #4 \[5, 13\] — Transposition #2: S1 \[3, 5\] – T2 \[13, 4\]/);
  const why = await page.textContent(T('why-panel'));
  assert.match(why, /#1 \[5, 7\]: worse on \[C10\]/);
  assert.match(why, /#2 \[5, 8\]: worse on \[C7\]/);
  assert.match(why, /Transposition #1 \[4, …\]: 3 and 4 have already played each other \(\[C1\]\)/);
  assert.match(await page.textContent(T('why-colour')), /Colour rule Art\. 5\.2\.[1-5]/);  // 2018: E.0-E.4
  await page.screenshot({ path: resolve(SHOTS, 'app-why-dubov.png'), fullPage: true });
  await page.click(T('why-open-explain'));
  s = await waitStep(page, 1, 0);
  assert.equal(s.stage, 'upfloaters');

  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

// A lesson for each system on a projector: what the explanation view says of a round-robin
// round (the Berger-table row that gave it, C.05 Annex 1), of a Burstein round (C.04.4.2: its
// steps are brackets, each with its score) and of an accelerated round (C.04.5.1: the virtual
// points and that the brackets' scores are pairing scores). Screenshots at 1366x768 and
// 1920x1080 in presentation mode, and a phone (390x844).
// Run: trunk build --release && node --test tests/e2e/explain-lesson.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, SHOTS, SHARED, useBrowser, enterResults, createRoundRobin } from './helpers.mjs';

const env = useBrowser();

/** Round `r` in the explain view (the view open). */
async function explainRound(page, r) {
  await page.selectOption(T('explain-round'), String(r));
  await page.waitForSelector(`${T('explain-body')}[data-round="${r}"]`);
}

/** A corpus file opened through the import button, with its system's 192 line. */
async function importFile(page, path, code) {
  await page.goto(env.base);
  const text = Buffer.concat([Buffer.from(`192 ${code}\n`), readFileSync(resolve(SHARED, 'conformance', path))]);
  await page.setInputFiles(T('import-trf-new'), { name: path.split('/').pop(), mimeType: 'text/plain', buffer: text });
  await page.click(T('explain-tab'));
  await page.waitForSelector(T('explain-view'));
}

/** The page scrolls sideways, or something of the step ends beyond the right edge of the screen
 *  (cut off by a box that scrolls or hides it). */
const overflow = (page) => page.evaluate(() => {
  const wide = document.documentElement.scrollWidth > window.innerWidth + 1;
  const cut = [...document.querySelectorAll('[data-testid="explain-body"] *')].filter((e) => e.getClientRects().length && e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => `${e.tagName} ${e.textContent.slice(0, 30)}`);
  return { wide, cut };
});

/** Published Berger table for 6 numbers (C.05 Annex 1), rows 1-5. */
const BERGER6 = [[[1, 6], [2, 5], [3, 4]], [[6, 4], [5, 3], [1, 2]], [[2, 6], [3, 1], [4, 5]], [[6, 5], [1, 4], [2, 3]], [[3, 6], [4, 2], [5, 1]]];

test('round robin: each round names its Berger-table row (rows exchanged, second cycle reversed, the bye number)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createRoundRobin(page, 'Lesson round robin', 'doubleroundrobin');
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), ['Anna', 'Bruno', 'Carla', 'Dario', 'Elena'].map((n, i) => `${n}\t${2200 - 50 * i}`).join('\n'));
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 5);
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 6; r++) {
    await page.click(T('pair-round'));
    await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
    await enterResults(page, ['1', '=']);
  }
  await page.click(T('explain-tab'));
  const seen = async (r) => {
    await explainRound(page, r);
    const c = await page.$eval(T('explain-candidate'), (e) => ({ row: Number(e.dataset.row), cycle: Number(e.dataset.cycle), reversed: e.dataset.reversed }));
    const boards = await page.$$eval(T('rr-board'), (els) => els.map((e) => [[Number(e.dataset.white), Number(e.dataset.black)], e.dataset.fate]));
    return { ...c, boards, sentence: await page.textContent(T('explain-sentence')) };
  };
  // round 1: row 1; the bye number 6 (five players) frees player 1
  let s = await seen(1);
  assert.deepEqual([s.row, s.cycle, s.reversed], [1, 1, 'false']);
  assert.deepEqual(s.boards, BERGER6[0].map((g, k) => [g, k === 0 ? 'bye' : 'played']));
  assert.equal(s.sentence, 'Round 1 is row 1 of the table.');
  assert.match(await page.textContent(T('rr-odd')), /number 6 is the bye number/);
  assert.match(await page.textContent(`${T('rr-board')}[data-fate="bye"]`), /1 is free \(meets the bye number 6\)/);
  // a round robin is one step: no bracket, no candidate to jump to; nothing of another system
  assert.match(await page.textContent(T('explain-step-count')), /Step 1 of 1/);
  assert.equal(await page.$(T('explain-next-bracket')), null);
  assert.equal(await page.$(T('explain-chosen')), null);
  assert.doesNotMatch(await page.textContent(T('explain-body')), /Dubov|scoregroup|candidate/i);
  // rounds 4 and 5 of a double round robin's first cycle are rows 5 and 4 (Annex 1)
  s = await seen(4);
  assert.deepEqual([s.row, s.cycle], [5, 1]);
  assert.deepEqual(s.boards.map((b) => b[0]), BERGER6[4]);
  assert.match(s.sentence, /^Round 4 is row 5 of the table: in a double round robin the last two rounds of the first cycle are exchanged/);
  await page.click(T('explain-present'));
  await page.waitForSelector(`${T('explain-view')}[data-present="true"]`);
  assert.deepEqual(await overflow(page), { wide: false, cut: [] });
  await page.screenshot({ path: resolve(SHOTS, 'explain-roundrobin-1366.png') });
  await page.keyboard.press('Escape');
  // "Why this pairing?" of a board names the row (it said "This pair is not in the engine's pairing
  // (changed by hand)")
  await page.click(T('tab-rounds'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="4"]`);
  await page.click(`${T('pairing-row')}[data-white="4"] ${T('why-pairing')}`);
  const why = await page.textContent(T('why-panel'));
  assert.match(why, /Berger table for 6 numbers.*Round 4 is row 5 of the table.*Board 2 of that row is 4–2: the first number has White\./s);
  assert.doesNotMatch(why, /not in the engine's pairing/);
  await page.click(T('why-open-explain'));
  await page.waitForSelector(`${T('explain-body')}[data-round="4"]`);
  // round 6 is row 1 again, colours reversed
  s = await seen(6);
  assert.deepEqual([s.row, s.cycle, s.reversed], [1, 2, 'true']);
  assert.deepEqual(s.boards.map((b) => b[0]), BERGER6[0].map(([a, b]) => [b, a]));
  assert.match(s.sentence, /row 1 of the table again, with the colours reversed/);
  await page.setViewportSize({ width: 390, height: 844 });
  assert.deepEqual(await overflow(page), { wide: false, cut: [] }, 'the round-robin step fits a phone');
  await page.screenshot({ path: resolve(SHOTS, 'explain-roundrobin-phone.png') });
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('Burstein: the steps are brackets with their scores; the buttons say so', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  const w = watch(context, page);
  // 7 players, 5 rounds: rounds 1-2 are seeding rounds (Art. 1.6), round 4 a Burstein round
  await importFile(page, 'burstein-2026/agreed/n0007-r05-s176-k4.trf', 'FIDE_BURSTEIN');
  await explainRound(page, 4);
  assert.equal(await page.$eval(T('explain-body'), (e) => e.dataset.system), 'burstein');
  const links = await page.$$eval(T('explain-bracket-link'), (els) => els.map((e) => e.textContent));
  assert.deepEqual(links, ['Bracket 1 · 3 points', 'Bracket 2 · 2 points', 'Bracket 3 · 1 point']);
  assert.equal(await page.textContent(`${T('explain-candidate')} h4`), 'Bracket 1/3 · 3 points');
  // a bracket of one: nobody to pair, one player (singular) moves on
  assert.equal(await page.textContent(T('explain-sentence')), 'Bracket 1 (1 player) has no pair that [C1]-[C4] allow; 1 moves on to the next bracket.');
  // each step is a bracket: not "candidate", no "chosen" to jump to
  assert.equal(await page.textContent(T('explain-next')), 'Next step →');
  assert.equal(await page.$(T('explain-chosen')), null);
  assert.match(await page.textContent('.explain-keys'), /← → brackets · B next bracket/);
  // "Why this pairing?" of a board: its bracket and the colour article
  await page.click(T('tab-rounds'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="4"]`);
  await page.click(`${T('pairing-row')}[data-white="7"] ${T('why-pairing')}`);
  const why = await page.textContent(T('why-panel'));
  assert.match(why, /Bracket 2 · 2 points: 2, 7, 1, 3.*Bracket 2 \(4 players\) is paired: 2–7, 1–3.*Colour rule 5\.2\.2/s);
  // where that pairing stands in the order of 4.3 (4.2: among the pairings with as many floaters
  // as [C5] leaves, here none): 2-3 7-1 comes first, but 7 and 1 have met ([C1])
  assert.match(why, /is paired: 2–7, 1–3\. It is the first pairing, in the order of 4\.3, that \[C1\]-\[C4\] allow\./);
  assert.match(why, /Colour rule 5\.2\.2: both colour preferences granted/);
  assert.doesNotMatch(why, /not in the engine's pairing/);
  // the explanation opens at that bracket; the buttons step bracket by bracket
  await page.click(T('why-open-explain'));
  await page.waitForSelector(`${T('explain-body')}[data-round="4"]`);
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.bracket === '1');
  await page.click(T('explain-present'));
  await page.waitForSelector(`${T('explain-view')}[data-present="true"]`);
  await page.click(T('explain-prev'));
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.bracket === '0');
  await page.click(T('explain-next'));
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.bracket === '1');
  assert.deepEqual(await overflow(page), { wide: false, cut: [] });
  await page.screenshot({ path: resolve(SHOTS, 'explain-burstein-1920.png') });
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('Baku acceleration: an accelerated round names its virtual points and its pairing scores', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  // 13 players, XXA lines: GA = players 1-8, 1 virtual point in rounds 1-2, 0.5 in rounds 3-4
  await importFile(page, 'dutch-2017-baku/n0013-r07-s14.trf', 'FIDE_DUTCH_2017');
  await explainRound(page, 2);
  const note = await page.textContent(T('explain-virtual'));
  assert.match(note, /Accelerated round \(Baku, C\.04\.5\.1\): virtual points 1 for players 1, 2, 3, 4, 5, 6, 7, 8\./);
  assert.match(note, /pairing scores \(points plus virtual points\)/);
  // the top bracket: one point won plus one virtual point
  assert.equal(await page.$eval(T('explain-bracket'), (e) => e.dataset.score), '2');
  await page.click(T('explain-present'));
  await page.waitForSelector(`${T('explain-view')}[data-present="true"]`);
  assert.ok(await page.isVisible(T('explain-virtual')), 'the virtual points are on the projector too');
  await page.screenshot({ path: resolve(SHOTS, 'explain-baku-1366.png') });
  await page.keyboard.press('Escape');
  await explainRound(page, 5);
  assert.equal(await page.$(T('explain-virtual')), null, 'round 5 is not accelerated');
  assert.deepEqual(w.errors, []);
  await context.close();
});

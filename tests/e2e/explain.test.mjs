// "How was this round paired?" (issue 7) against the built page (dist/): teaching mode loads
// the seed Dutch tournament, the explain view walks round 2 candidate by candidate (buttons and
// keyboard), and "Why this pairing?" on a pairing row names the bracket and the colour rule.
// Run: trunk build --release && node --test tests/e2e/explain.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, SHOTS, useBrowser } from './helpers.mjs';

const env = useBrowser();

const candidate = (page) => page.$eval(T('explain-candidate'), (e) => ({
  pairs: e.dataset.pairs, fate: e.dataset.fate, chosen: e.dataset.chosen, bracket: Number(e.dataset.bracket),
  index: Number(e.dataset.index), text: e.textContent,
}));

/** Wait until the shown candidate is `pairs` in bracket `bracket`. */
async function waitCandidate(page, pairs, bracket = 0) {
  await page.waitForFunction(([p, b]) => {
    const e = document.querySelector('[data-testid="explain-candidate"]');
    return e && e.dataset.pairs === p && Number(e.dataset.bracket) === b;
  }, [pairs, bracket], { timeout: 5000 });
  return candidate(page);
}

test('explain view: teaching seed, round 2 step by step, keyboard, why this pairing', async () => {
  mkdirSync(SHOTS, { recursive: true });
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);

  // teaching mode: the seed tournament (6 rounds paired) opens in the explain view
  await page.click(T('teaching-seed'));
  await page.waitForSelector(T('explain-view'));
  assert.match(await page.textContent(T('open-tournament-name')), /Dutch worked example/);
  // default: the last paired round
  await page.waitForSelector(`${T('explain-body')}[data-round="6"]`);
  assert.equal(await page.$eval(T('explain-round'), (e) => e.value), '6');
  assert.deepEqual(await page.$$eval(`${T('explain-round')} option`, (els) => els.map((e) => e.value)), ['1', '2', '3', '4', '5', '6']);

  // round 2: first bracket (1 point), first candidate = original subgroups, not perfect
  await page.selectOption(T('explain-round'), '2');
  await page.waitForSelector(`${T('explain-body')}[data-round="2"]`);
  let c = await waitCandidate(page, '1-5 2-6 3-7', 0);
  assert.equal(c.fate, 'best_so_far', 'first candidate: not perfect, kept as best so far');
  assert.equal(c.chosen, 'false');
  assert.match(await page.textContent(`${T('explain-bracket')} h3`), /^Bracket 1\/3 · 1 point$/);
  // S1 and S2 drawn as two columns: S1 = 1 2 3, S2 = 5 6 7 (BSN 4 5 6)
  const cols = await page.$$eval(`${T('explain-candidate')} table.s12cols tbody tr`, (rows) => rows.map((r) => [...r.querySelectorAll('td.player strong')].map((s) => parseInt(s.textContent, 10))));
  assert.deepEqual(cols, [[1, 5], [2, 6], [3, 7]]);
  // colour failures (C.10/C.11) shown in the table and worse than the best value
  const worse = await page.$$eval(`${T('explain-failures')} td.worse`, (els) => els.map((e) => e.dataset.criterion));
  assert.ok(worse.includes('C.10') && worse.includes('C.11'), `worse criteria: ${worse}`);

  // next: the transposition 4 6 5 gives 1-5 2-7 3-6, perfect and chosen
  await page.click(T('explain-next'));
  c = await waitCandidate(page, '1-5 2-7 3-6', 0);
  assert.equal(c.fate, 'perfect');
  assert.equal(c.chosen, 'true');
  assert.match(await page.textContent(T('explain-step')), /D\.1.*4 6 5/);
  assert.equal(await page.$$eval(`${T('explain-failures')} td.worse`, (els) => els.length), 0, 'perfect: no worse cell');

  // keyboard (focus off the round selector): ← back, → forward, → on into the next bracket
  await page.click('.explain h2');
  await page.keyboard.press('ArrowLeft');
  c = await waitCandidate(page, '1-5 2-6 3-7', 0);
  await page.keyboard.press('ArrowRight');
  c = await waitCandidate(page, '1-5 2-7 3-6', 0);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.bracket === '1');
  await page.keyboard.press('ArrowLeft');
  c = await waitCandidate(page, '1-5 2-7 3-6', 0);

  // next bracket button, then jump to the chosen candidate of the last bracket
  await page.click(T('explain-next-bracket'));
  await page.click(T('explain-next-bracket'));
  await page.waitForSelector(`${T('explain-bracket')}[data-kind="last"]`);
  c = await candidate(page);
  assert.equal(c.bracket, 2);
  assert.equal(c.index, 0);
  await page.click(T('explain-chosen'));
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.chosen === 'true');
  c = await candidate(page);
  assert.equal(c.bracket, 2);
  // the keyboard shortcut "c" jumps as well: back one, then c
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.chosen === 'false');
  await page.keyboard.press('c');
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.chosen === 'true');

  // colours per board with the rule: the last step of the round, after the brackets (issue 20)
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector(T('explain-colour-step'));
  const rules = await page.$$eval(`${T('explain-colour-row')} td:nth-child(5)`, (els) => els.map((e) => e.textContent));
  assert.equal(rules.length, 6);
  assert.ok(rules.every((r) => /^E\.[1-5]$/.test(r)), `rules: ${rules}`);
  assert.match(await page.textContent(T('explain-text')), /Round 2 — FIDE \(Dutch\) system/);

  // screenshot: round 2, first bracket, the chosen candidate
  await page.keyboard.press('b'); // no further bracket: stays on the colours
  assert.ok(await page.$(T('explain-colour-step')));
  const bracketShown = async () => (await page.$(T('explain-candidate'))) ? (await candidate(page)).bracket : 99;
  for (let i = 0; i < 50 && (await bracketShown()) > 0; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('c');
  c = await waitCandidate(page, '1-5 2-7 3-6', 0);
  await page.screenshot({ path: resolve(SHOTS, 'app-explain.png'), fullPage: true });

  // round 3: the exchange in the 1.5 bracket (D.2); round 5: PPB and CLB of the 1-point bracket
  await page.selectOption(T('explain-round'), '3');
  await page.waitForSelector(`${T('explain-body')}[data-round="3"]`);
  await page.click(T('explain-next-bracket'));
  await page.waitForSelector(`${T('explain-bracket')}[data-score="1.5"]`);
  let steps = [];
  for (let i = 0; i < 20; i++) {
    const s = await page.textContent(T('explain-step'));
    steps.push(s);
    if ((await candidate(page)).chosen === 'true') break;
    await page.click(T('explain-next'));
    await page.waitForFunction((n) => document.querySelector('[data-testid="explain-candidate"]')?.dataset.index === String(n), i + 1);
  }
  assert.ok(steps.some((s) => /D\.2 · 2 ↔ 3/.test(s)), `round 3 steps: ${steps}`);
  await page.selectOption(T('explain-round'), '5');
  await page.waitForSelector(`${T('explain-body')}[data-round="5"]`);
  const kinds = await page.$$eval(T('explain-bracket-link'), (els) => els.map((e) => e.dataset.kind));
  assert.deepEqual(kinds.slice(-2), ['ppb', 'clb'], `round 5 brackets: ${kinds}`);
  await page.click(`${T('explain-bracket-link')}[data-kind="ppb"]`);
  await page.waitForSelector(`${T('explain-bracket')}[data-kind="ppb"]`);
  assert.match(await page.textContent(`${T('explain-bracket')} h3`), /^PPB/);

  // "Why this pairing?" on the round-2 row 5-1: the 1-point bracket and the colour rule
  await page.click(T('tab-rounds'));
  await page.click(`${T('show-round')}[data-round="2"]`);
  await page.waitForSelector(`${T('pairing-table')}[data-round="2"]`);
  const row = `${T('pairing-row')}[data-white="5"][data-black="1"]`;
  await page.click(`${row} ${T('why-pairing')}`);
  await page.waitForSelector(T('why-panel'));
  const why = await page.textContent(T('why-panel'));
  assert.match(await page.textContent(T('why-bracket')), /Bracket 1 point\b/);
  assert.match(await page.textContent(T('why-criteria')), /Candidate #2 \(1-5 2-7 3-6\)/);
  assert.match(why, /#1 1-5 2-6 3-7: worse on C\.10 \(Players who do not get their colour preference\)/, 'the earlier candidate lost on the colour criterion');
  assert.match(await page.textContent(T('why-colour')), /Colour rule E\.[1-5]/);
  await page.screenshot({ path: resolve(SHOTS, 'app-why.png'), fullPage: true });

  // from the panel to the step-by-step view of that bracket
  await page.click(T('why-open-explain'));
  c = await waitCandidate(page, '1-5 2-6 3-7', 0);

  // toggle off
  await page.click(T('tab-rounds'));
  await page.click(`${row} ${T('why-pairing')}`);
  await page.click(`${row} ${T('why-pairing')}`);
  assert.equal(await page.$$eval(T('why-panel'), (els) => els.length), 0);

  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

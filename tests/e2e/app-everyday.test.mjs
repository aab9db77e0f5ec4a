// End-to-end tests of the arbiter's app, everyday friction (issue 20): notices that go when
// their cause does, singular and plural counts.
// Run after `trunk build --release`: node --test tests/e2e/app-everyday.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, createTournament, addPlayer, useBrowser, SHOTS } from './helpers.mjs';

const env = useBrowser();

const notice = async (page) => ((await page.$(T('notice'))) ? (await page.textContent(T('notice'))).replace('×', '').trim() : null);

test('stale notices disappear with their cause; counts say "1 player" and "2 players"', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Everyday', 3);

  // a paste with a bad line: singular count, the notice stays until the next successful change
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), 'Anna Berg\t1800\nBruno Conti\t18x0\n');
  await page.click(T('paste-players-add'));
  assert.match(await notice(page), /^1 player added; lines skipped: line 2 "Bruno Conti\t18x0": "18x0": a rating is a whole number of at most 4 digits/);
  assert.match(await page.textContent('section.players'), /(^|\D)1 player(?!s)/);
  await addPlayer(page, { name: 'Bruno Conti', rating: '1790' });
  await page.waitForFunction(() => !document.querySelector('[data-testid="notice"]'));
  assert.match(await page.textContent('section.players'), /(^|\D)2 players/);

  // a refused rating: the notice goes with the next player added
  await page.fill(T('player-name'), 'Carla Dini');
  await page.fill(T('player-rating'), 'abc');
  await page.press(T('player-rating'), 'Enter');
  assert.match(await page.textContent(T('player-rating-msg')), /"abc": a rating is a whole number/);
  assert.match(await notice(page), /^Fix the fields marked in red/);
  await page.fill(T('player-rating'), '1700');
  await page.press(T('player-rating'), 'Enter');
  await page.waitForFunction(() => !document.querySelector('[data-testid="notice"]'));
  await addPlayer(page, { name: 'Dario Esposito', rating: '1650' });

  // results missing: pairing asks first (FIDE mode's level-3 warning names the boards without a
  // result); cancelling leaves nothing behind, and once the results are in nothing stale remains
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.waitForFunction(() => document.activeElement?.id === 'res-1');
  await page.keyboard.type('1');
  await page.waitForFunction(() => document.activeElement?.id === 'res-2');  // entry moves on to board 2
  // (with not one result in, pairing is refused outright: tests/e2e/arbiter.test.mjs)
  await page.click(T('pair-round'));
  const dialog = await page.waitForSelector(T('warning-dialog'));
  assert.match(await dialog.textContent(), /Round 1: board 2 has no result/);
  await page.click(T('warning-cancel'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));
  assert.equal(await page.locator(T('notice')).count(), 0, 'no notice left behind by the cancelled warning');
  await page.click(`${T('pairing-row')}[data-board="2"] ${T('result-input')}`);
  await page.keyboard.type('=');
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
  assert.equal(await page.locator(T('notice')).count(), 0);

  // the tournament list counts players in the plural
  await page.click(T('back-to-list'));
  assert.match(await page.textContent(`${T('tournament-row')} .muted`), /^4 players · round 1 of 3/);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('each view has its address: Back and Forward move between views, a copied link opens the same view', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Addresses', 3);
  const active = () => page.$eval('nav.tabs .tab.active', (e) => e.dataset.testid);
  assert.equal(await active(), 'tab-players');
  assert.match(page.url(), /#t=[^&]+&v=players$/);
  await page.click(T('tab-standings'));
  await page.click(T('tab-data'));
  assert.match(page.url(), /&v=data$/);

  await page.goBack();
  await page.waitForFunction(() => document.querySelector('nav.tabs .tab.active')?.dataset.testid === 'tab-standings');
  assert.match(page.url(), /&v=standings$/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('nav.tabs .tab.active')?.dataset.testid === 'tab-players');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('nav.tabs .tab.active')?.dataset.testid === 'tab-standings');

  // the copied link, in a new page of the same browser profile, opens the same view
  const link = page.url();
  const other = await context.newPage();
  await other.goto(link);
  await other.waitForSelector(`${T('tab-standings')}.active`);
  assert.equal(await other.textContent(T('open-tournament-name')), 'Addresses');
  await other.close();

  // back to the list with the link, and Back again to the tournament
  await page.click(T('back-to-list'));
  await page.waitForSelector(T('tournament-row'));
  assert.doesNotMatch(page.url(), /#t=/);
  await page.goBack();
  await page.waitForSelector(`${T('tab-standings')}.active`);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('on a phone (390 px): no view scrolls sideways, tabs wrap, the pairing list shows board, White, result, Black', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Phone', 5);
  const names = ['Alessandro Abbondanzieri-Bartolomucci', 'Bruno Conti', 'Carla Dini', 'Dario Esposito', 'Elena Ferri', 'Franca Galli'];
  for (const [i, n] of names.entries()) await addPlayer(page, { name: n, rating: String(2000 - i * 50), fed: 'ITA' });
  await page.screenshot({ path: resolve(SHOTS, 'app-phone-players.png'), fullPage: true });
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(T('pairing-table'));
  for (const tab of ['tab-players', 'tab-rounds', 'tab-standings', 'tab-crosstable', 'explain-tab', 'tab-data']) {
    await page.click(T(tab));
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), `${tab}: the page scrolls sideways`);
    const box = await page.$eval(T(tab), (e) => e.getBoundingClientRect().right);
    assert.ok(box <= 390, `${tab}: the tab is off-screen`);
  }
  await page.click(T('tab-rounds'));
  // every board's Black name and the result field are fully on screen
  const rights = await page.$$eval(T('pairing-row'), (rows) => rows.map((r) => [r.children[4], r.children[6]].map((c) => c.getBoundingClientRect().right)));
  for (const [res, black] of rights) assert.ok(res <= 390 && black <= 390, `cut off: ${res} ${black}`);
  assert.equal(await page.$eval(`${T('pairing-row')} td:nth-child(2)`, (e) => getComputedStyle(e).display), 'none', 'pairing numbers are secondary on a phone');
  await page.screenshot({ path: resolve(SHOTS, 'app-phone-rounds.png'), fullPage: true });
  assert.deepEqual(w.errors, []);
  await context.close();
});

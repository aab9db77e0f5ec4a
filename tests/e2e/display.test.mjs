// The hall's display (issue 21): full screen, large type, the last round's pairings by name or
// the standings, paging by itself; a result entered by the arbiter in another tab of the same
// browser shows on it without a reload. Also the display and the print tab on a phone.
// Run after `trunk build --release`: node --test tests/e2e/display.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, SHOTS, useBrowser } from './helpers.mjs';
import { PLAYERS, openFixture } from './prints-fixture.mjs';

const env = useBrowser();

const shown = (page) => page.$$eval(`${T('display-row')}`, (els) => els.map((e) => [...e.children].map((c) => c.textContent)));
const table = (page) => page.$eval(T('display-table'), (e) => ({ what: e.dataset.what, page: Number(e.dataset.page), pages: Number(e.dataset.pages) }));

test('the display pages by itself and follows the results entered in another tab', { timeout: 180000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  const arbiter = await context.newPage();
  const w = watch(context, arbiter);
  await arbiter.goto(env.base);
  await openFixture(arbiter, 'Venue Display Open');
  const address = arbiter.url().replace(/v=\w+/, 'v=display');

  // the hall's screen: the same tournament's display view in a second tab
  const hall = await context.newPage();
  const wh = watch(context, hall);
  await hall.goto(address);
  await hall.waitForSelector(T('display-table'));
  const first = await table(hall);
  assert.equal(first.what, 'pairings');
  assert.equal(first.page, 1);
  assert.ok(first.pages >= 2, `12 lines page at 720 px: ${first.pages} pages`);
  const rows1 = await shown(hall);
  assert.ok(rows1.length >= 4 && rows1.length < 12);
  // in name order, each with a board and a colour
  assert.equal(rows1[0][0], 'Amato, Bruno');
  assert.ok(rows1.every((r) => /^\d+$/.test(r[1]) && /^(White|Black)$/.test(r[2])), JSON.stringify(rows1));
  await hall.screenshot({ path: resolve(SHOTS, 'display-pairings.png') });

  // paging by itself (3 s a page): page 2 shows the names after page 1's
  await hall.selectOption(T('display-secs'), '3');
  await hall.waitForFunction(() => document.querySelector('[data-testid="display-table"]').dataset.page === '2', null, { timeout: 8000 });
  const rows2 = await shown(hall);
  const names = PLAYERS.map((p) => p[3]).sort((a, b) => a.localeCompare(b));
  assert.deepEqual([...rows1, ...rows2].map((r) => r[0].replace(/^(GM|IM|WGM|FM) /, '')), names.slice(0, rows1.length + rows2.length));
  // and back to page 1 after the last
  await hall.waitForFunction((n) => document.querySelector('[data-testid="display-table"]').dataset.page === '1', first.pages, { timeout: 4000 * first.pages });

  // the arbiter enters board 1's result in the other tab: the hall shows it
  const b1 = await arbiter.$eval(`${T('pairing-row')}[data-board="1"]`, (e) => ({ white: Number(e.dataset.white), black: Number(e.dataset.black) }));
  const whiteName = PLAYERS.find((p) => p[0] === b1.white)[3];
  await arbiter.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await arbiter.keyboard.type('1');
  await hall.selectOption(T('display-secs'), '30');
  await hall.waitForFunction((name) => [...document.querySelectorAll('[data-testid="display-row"]')].some((r) => r.children[0].textContent.endsWith(name) && r.children[4].textContent === '1-0'), whiteName, { timeout: 40000 });
  // each line reads from its player's side: the loser, Black, sees 0-1 (he saw 1-0)
  const blackName = PLAYERS.find((p) => p[0] === b1.black)[3];
  await hall.waitForFunction((name) => [...document.querySelectorAll('[data-testid="display-row"]')].some((r) => r.children[0].textContent.endsWith(name) && r.children[4].textContent === '0-1'), blackName, { timeout: 40000 });

  // the standings, after the round once it is complete
  await hall.selectOption(T('display-what'), 'standings');
  await hall.waitForSelector(`${T('display-table')}[data-what="standings"]`);
  const st = await shown(hall);
  assert.equal(st[0][0], '1');
  await hall.screenshot({ path: resolve(SHOTS, 'display-standings.png') });
  assert.deepEqual(await hall.evaluate(() => document.querySelector('[data-testid="display"]').getBoundingClientRect().width), 1280, 'the display fills the window');

  // the display never wrote: the arbiter's tab has no conflict
  assert.equal(await arbiter.locator(T('conflict')).count(), 0);
  assert.deepEqual([...w.foreign, ...wh.foreign], []);
  assert.deepEqual([...w.errors, ...wh.errors], []);
  await context.close();
});

test('phone (390x844): the display, the print tab and the prizes tab fit the width', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(env.base);
  await openFixture(page, 'Venue Phone Open');
  for (const tab of ['tab-print', 'tab-prizes', 'tab-display']) {
    await page.click(T(tab));
    await page.waitForTimeout(200);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `${tab}: the page is ${wide} px wide`);
    await page.screenshot({ path: resolve(SHOTS, `phone-${tab.replace('tab-', '')}.png`) });
  }
  await context.close();
});

test('the display shows a chosen round and follows the arbiter by BroadcastChannel alone', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 1400 } });
  const arbiter = await context.newPage();
  await arbiter.goto(env.base);
  await openFixture(arbiter, 'Venue Display Rounds');
  const address = arbiter.url().replace(/v=\w+/, 'v=display');
  const hall = await context.newPage();
  const wh = watch(context, hall);
  // the hall's page hears no storage events (as some browsers' file:// pages): only the channel
  await hall.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true));
  await hall.goto(address);
  await hall.waitForSelector(`${T('display-table')}[data-round="3"]`);
  // round 1 chosen: its pairings (the fixture's round 1: Rossi had White against Fontana, 1-0)
  await hall.selectOption(T('display-round'), '1');
  await hall.waitForSelector(`${T('display-table')}[data-round="1"]`);
  const r1 = await shown(hall);
  const rossi = r1.find((r) => r[0].endsWith('Rossi, Marco'));
  assert.deepEqual(rossi.slice(1), ['1', 'White', 'Fontana, Elia', '1-0']);
  // the standings after round 1
  await hall.selectOption(T('display-what'), 'standings');
  await hall.waitForSelector(`${T('display-table')}[data-what="standings"][data-round="1"]`);
  assert.match(await hall.textContent('.display-title'), /After round 1/);
  await hall.screenshot({ path: resolve(SHOTS, 'display-round-1.png') });
  // back to the last round, which follows the arbiter's results (channel only)
  await hall.selectOption(T('display-what'), 'pairings');
  await hall.selectOption(T('display-round'), '');
  await hall.waitForSelector(`${T('display-table')}[data-round="3"]`);
  const b1 = await arbiter.$eval(`${T('pairing-row')}[data-board="1"]`, (e) => Number(e.dataset.white));
  const whiteName = PLAYERS.find((p) => p[0] === b1)[3];
  await arbiter.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await arbiter.keyboard.type('=');
  await hall.waitForFunction((name) => [...document.querySelectorAll('[data-testid="display-row"]')].some((r) => r.children[0].textContent.endsWith(name) && r.children[4].textContent === '½-½'), whiteName, { timeout: 10000 });
  assert.deepEqual(wh.errors, []);
  await context.close();
});

// The player's card on a phone (390x844), where an arbiter checks a disputed standing: the
// round-by-round table ran past the screen's right edge (the points column cut off, the table
// scrolling in its own box) and so did the tie-break table. On a phone the card is now a
// compact layout: the round table's headers are short (their full words as titles), the
// opponent's name wraps; each tie-break is a row of code, name and value with its article and
// the rounds it was built from on a line of their own under it. Every cell of the card is
// inside the screen, the page does not scroll sideways; the laptop (1366x768) keeps its columns.
// Checked on the cards of a player with a bye (PAB), one who lost by forfeit, a late entry
// (his missed rounds' selects) and a round-robin player.
// Run after `trunk build --release`:  node --test tests/e2e/card-phone.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS, createTournament, addPlayer, pairingsShown, enterResults, createRoundRobin } from './helpers.mjs';

const env = useBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const NAMES = ['Bartolomeo Castiglioni', 'Massimiliano Ferrari', 'Giulia Bianchi', 'Elisabetta Colombo', 'Federica Esposito',
  'Carlo Romano', 'Pietro Ricci', 'Marta Neri', 'Sara Marino'];

/** Open player `id`'s card from the standings; returns what sticks out of the screen. */
async function openCard(page, id) {
  await page.click(T('tab-standings'));
  await page.click(`${T('standings-row')}[data-player="${id}"] ${T('player-card-link')}`);
  await page.waitForSelector(T('player-card'));
  await page.waitForFunction((n) => document.querySelector('[data-testid="player-card"] h3')?.textContent.includes(`${n}.`), id);
  return fit(page);
}

/** Every visible cell, select and heading of the card within the window's width; the page's width. */
function fit(page) {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="player-card"]');
    const width = window.innerWidth;
    const out = [];
    for (const el of card.querySelectorAll('th, td, select, h3, h4, .chip, code')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown (print-only, a hidden column)
      if (r.left < -0.5 || r.right > width + 0.5) out.push(`${el.tagName} "${el.textContent.trim().slice(0, 30)}" ${Math.round(r.left)}-${Math.round(r.right)}`);
    }
    return { page: document.scrollingElement.scrollWidth, width, out };
  });
}

/** The card's round rows as read: [round, opponent, colour, result, float, points]. */
const rows = (page) => page.$$eval(`${T('player-card')} table:not(.card-tiebreaks) tbody tr`, (trs) => trs.map((tr) =>
  [...tr.querySelectorAll('td')].map((td) => (td.querySelector('select')?.value ?? td.textContent).trim())));

test('Swiss: the cards of a bye, a forfeit and a late entry fit a phone; the laptop keeps its columns', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext({ viewport: LAPTOP });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Open di Primavera', 5);
  for (const [i, name] of NAMES.entries()) await addPlayer(page, { name, title: i < 2 ? 'FM' : '', rating: String(2200 - 50 * i), fed: 'ITA' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 9);
  await page.click(T('tab-rounds'));
  // round 1: board 1 a forfeit (+/-), the ninth player the PAB
  await page.click(T('pair-round'));
  const p1 = await pairingsShown(page, 1);
  assert.ok(p1.bye, 'nine players: a PAB');
  await enterResults(page, ['+', '=', '1', '0']);
  const forfeit = p1.rows[0].black;
  await page.click(T('pair-round'));
  const p2 = await pairingsShown(page, 2);
  await enterResults(page, p2.rows.map(() => '='));
  // a late entry after round 2, his missed rounds counted as half-point byes
  await page.click(T('tab-players'));
  await page.selectOption(T('late-entry-missed'), 'H');
  await addPlayer(page, { name: 'Gianfranco Montecatini', rating: '1500', fed: 'ITA' });
  await page.waitForSelector(`${T('player-row')}[data-player="10"]`);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const p3 = await pairingsShown(page, 3);
  await enterResults(page, p3.rows.map((_, i) => ['1', '=', '0'][i % 3]));

  // the laptop: the six columns of the round table, the five of the tie-breaks, nothing outside
  let f = await openCard(page, forfeit);
  assert.equal(await page.locator(`${T('player-card')} table:not(.card-tiebreaks) thead th:visible`).count(), 6);
  assert.ok(await page.locator(T('card-tiebreaks')).count() === 1, 'the event has tie-breaks');
  assert.equal(await page.locator(`${T('card-tiebreaks')} thead th:visible`).count(), 5);
  assert.deepEqual(f.out, [], 'laptop');
  assert.ok(f.page <= LAPTOP.width, `laptop page ${f.page}`);
  await page.locator(T('player-card')).screenshot({ path: resolve(SHOTS, 'card-laptop.png') });

  await page.setViewportSize(PHONE);
  const cards = [['forfeit', forfeit], ['bye', p1.bye], ['late', 10]];
  for (const [what, id] of cards) {
    f = await openCard(page, id);
    await page.locator(T('player-card')).scrollIntoViewIfNeeded();
    await page.locator(T('player-card')).screenshot({ path: resolve(SHOTS, `card-phone-${what}.png`) });
    assert.deepEqual(f.out, [], `${what} (player ${id}): cells outside the 390-px screen`);
    assert.ok(f.page <= PHONE.width, `${what}: the page scrolls sideways (${f.page} px)`);
    // the points column is there and read: the last cell of each round
    const r = await rows(page);
    assert.equal(r.length, 3, what);
    assert.ok(r.every((c) => /^[0-9½]+$/.test(c[c.length - 1])), `${what}: points ${JSON.stringify(r)}`);
  }
  // what each card says, on the phone as on the laptop
  const late = await rows(page);
  assert.deepEqual(late.slice(0, 2).map((c) => c[3]), ['H', 'H'], 'the late entry\'s missed rounds, changeable');
  await openCard(page, forfeit);
  assert.equal((await rows(page))[0][3], '-', 'round 1 lost by forfeit');
  // the short headers carry their full words as titles
  const titles = await page.$$eval(`${T('player-card')} thead th`, (ths) => ths.map((th) => th.title || th.textContent.trim()));
  assert.ok(titles.every((t) => t.length > 0), JSON.stringify(titles));
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('round robin: a player\'s card fits a phone', { timeout: 90000 }, async () => {
  const context = await env.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createRoundRobin(page, 'Campionato sociale', 'roundrobin');
  for (const [i, name] of NAMES.slice(0, 6).entries()) await addPlayer(page, { name, rating: String(2100 - 40 * i), fed: 'ITA' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 6);
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 3; r++) {
    await page.click(T('pair-round'));
    const p = await pairingsShown(page, r);
    await enterResults(page, p.rows.map((_, i) => ['1', '=', '0'][(i + r) % 3]));
  }
  const f = await openCard(page, 1);
  await page.locator(T('player-card')).scrollIntoViewIfNeeded();
  await page.locator(T('player-card')).screenshot({ path: resolve(SHOTS, 'card-phone-roundrobin.png') });
  assert.deepEqual(f.out, [], 'cells outside the 390-px screen');
  assert.ok(f.page <= PHONE.width, `the page scrolls sideways (${f.page} px)`);
  assert.equal((await rows(page)).length, 3);
  // in Italian too (the headers' words are longer: "Fluttuazione" is "Flutt.")
  await page.selectOption(T('language'), 'it');
  const it = await openCard(page, 1);
  assert.equal(await page.textContent(`${T('player-card')} thead th:nth-child(5)`), 'FluttuazioneFlutt.');
  await page.locator(T('player-card')).screenshot({ path: resolve(SHOTS, 'card-phone-roundrobin-it.png') });
  assert.deepEqual(it.out, [], 'Italian: cells outside the 390-px screen');
  assert.ok(it.page <= PHONE.width, `Italian: the page scrolls sideways (${it.page} px)`);
  assert.deepEqual(w.errors, []);
  await context.close();
});

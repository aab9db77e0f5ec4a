// The app in an arbiter's hand: a phone (390x844), the laptop (1366x768) no worse.
// * The Rounds tab's "?" (Why this pairing?) at the end of each board's row was cut off at the
//   screen's right edge: its column was 2.4em of the 11-px header wide, narrower than the button.
//   Each "?" is now whole inside the screen and is what a tap at its middle reaches.
// * The round robin's schedule hid the table numbers on a phone; an arbiter checks the rounds
//   against the published Berger tables by those numbers. They are shown, the page still does
//   not scroll sideways.
// * The Swiss crosstable wrote a bye or an absence as "½ bye" or "0 (absent)", which made each
//   round column wide: a cell is now the points and the TRF-16 letter ("½H", "0Z", "1U"), with
//   its meaning as the cell's title and in a legend under the table, on screen and on the sheet.
// Run after `trunk build --release`:  node --test tests/e2e/phone-fit.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS, createTournament, addPlayer, enterResults, createRoundRobin } from './helpers.mjs';

const env = useBrowser();
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

const NAMES = ['Bartolomeo Castiglioni', 'Giulia Bianchi', 'Massimiliano Ferrari', 'Anna Rossi', 'Federica Esposito',
  'Carlo Romano', 'Elisabetta Colombo', 'Pietro Ricci', 'Marta Neri', 'Luca Greco', 'Sara Marino'];

/** Each "?" of the round shown: whole inside the window, and the element a tap at its middle hits. */
async function whyButtons(page) {
  return page.$$eval(T('why-pairing'), (els) => els.map((b) => {
    const r = b.getBoundingClientRect();
    b.scrollIntoView({ block: 'center' });
    const s = b.getBoundingClientRect();
    const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
    const td = b.parentElement.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width, cellRight: td.right, window: window.innerWidth, hit: hit === b || b.contains(hit) };
  }));
}

test('Swiss on a phone: the "?" of every board in the screen; byes and absences short in the crosstable', async () => {
  const context = await env.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Phone open', 4);
  for (const [i, name] of NAMES.entries()) await addPlayer(page, { name, rating: String(2200 - 50 * i) });
  // 11 players: a PAB each round; before round 1 a half-point bye (3, round 2), a full-point
  // bye (4, round 3) and an absence (6, round 2)
  for (const [who, round, kind] of [['3', '2', 'half'], ['4', '3', 'full'], ['6', '2', 'zero']]) {
    await page.selectOption(T('bye-player'), who);
    await page.fill(T('bye-round'), round);
    await page.selectOption(T('bye-kind'), kind);
    await page.click(T('add-bye'));
    // "FIDE deprecates full-point byes": noted
    if (kind === 'full') await page.click(T('warning-ok'));
    await page.waitForSelector(`${T('bye-row')}[data-player="${who}"][data-round="${round}"]`);
  }
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 3; r++) {
    await page.click(T('pair-round'));
    await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
    const boards = await page.locator(T('pairing-row')).count();
    await enterResults(page, Array.from({ length: boards }, (_, i) => ['1', '=', '0'][(i + r) % 3]));
  }

  // the Rounds tab: every "?" whole inside the screen (and its cell) and reachable by a tap
  for (const [size, name] of [[PHONE, 'phone'], [LAPTOP, 'laptop']]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    const buttons = await whyButtons(page);
    assert.equal(buttons.length, 5, `${name}: five boards`);
    for (const b of buttons) {
      assert.ok(b.left >= 0 && b.right <= b.window, `${name}: "?" inside the window: ${JSON.stringify(b)}`);
      assert.ok(b.right <= b.cellRight + 0.5, `${name}: "?" inside its cell: ${JSON.stringify(b)}`);
      assert.ok(b.hit, `${name}: a tap at the middle of "?" reaches it: ${JSON.stringify(b)}`);
    }
    if (name === 'phone') {
      assert.ok(buttons[0].width >= 28, `phone: a "?" wide enough to tap: ${buttons[0].width} px`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'phone: no sideways page scroll');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: resolve(SHOTS, 'phone-rounds-why.png') });
    }
  }
  // the "?" still opens the explanation on the phone, brought into view under the boards, and
  // it names the players (the phone's list shows no pairing numbers)
  await page.setViewportSize(PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('why-pairing')}`);
  await page.waitForSelector(T('why-panel'));
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid="why-panel"]').getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
  const row = await page.$eval(`${T('pairing-row')}[data-board="1"]`, (tr) => [tr.dataset.white, tr.dataset.black]);
  const title = await page.textContent(`${T('why-panel')} h3`);
  assert.ok(NAMES.some((n) => title.includes(`${row[0]}. ${n}`)) && NAMES.some((n) => title.includes(`${row[1]}. ${n}`)), title);
  // the PAB row says what it is on the phone too (its label sat in a column the phone hides)
  await page.click(`${T('show-round')}[data-round="1"]`);
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"] ${T('pab-row')}`);
  const label = await page.$eval(T('pab-label'), (td) => { const r = td.getBoundingClientRect(); return { text: td.textContent, width: r.width, right: r.right }; });
  assert.equal(label.text, 'Pairing-allocated bye');
  assert.ok(label.width > 0 && label.right <= 390, JSON.stringify(label));

  // the byes list: each Remove button whole inside the screen (the rows ran past it)
  await page.click(T('tab-players'));
  await page.selectOption(T('bye-player'), '5');
  await page.fill(T('bye-round'), '4');
  await page.selectOption(T('bye-kind'), 'half');
  await page.click(T('add-bye'));
  await page.waitForSelector(`${T('bye-row')}[data-player="5"][data-round="4"]`);
  await page.click(`${T('player-row')}[data-player="11"] ${T('player-withdrawn')}`);
  await page.waitForSelector(T('withdrawal-row'));
  await page.screenshot({ path: resolve(SHOTS, 'phone-byes-card.png'), fullPage: true });
  const removes = await page.$$eval(`${T('remove-bye')}, ${T('remove-withdrawal')}`, (els) => els.map((b) => b.getBoundingClientRect().right));
  assert.ok(removes.length > 0 && removes.every((r) => r <= 390), `Remove buttons end at ${removes}`);
  // the explanation's colours step: the page does not scroll sideways (the table was 822 px)
  await page.click(T('explain-tab'));
  await page.waitForSelector(T('explain-view'));
  for (let i = 0; i < 20 && !(await page.$(T('explain-colour-step'))); i++) await page.keyboard.press('b');
  await page.waitForSelector(T('explain-colours'));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 392), 'phone: the colours step does not widen the page');
  const box = await page.$eval(T('explain-colours'), (t) => t.getBoundingClientRect().right);
  assert.ok(box <= 390, `the colours table's box ends at ${box} px`);
  await page.screenshot({ path: resolve(SHOTS, 'phone-explain-colours.png') });
  // the integrity log (the full-point bye is logged): its text column inside the screen
  await page.click(T('tab-data'));
  await page.waitForSelector(T('log-row'));
  const logCells = await page.$$eval(`${T('log-row')} td`, (tds) => tds.map((td) => td.getBoundingClientRect().right));
  assert.ok(logCells.every((r) => r <= 392), `log cells end at ${logCells}`);

  // the crosstable: the byes and absences as codes with their meaning, and the legend
  await page.click(T('tab-crosstable'));
  await page.waitForSelector(T('crosstable'));
  const cells = await page.$$eval(`${T('crosstable-row')}`, (rows) => Object.fromEntries(rows.map((row) => [row.dataset.player,
    [...row.querySelectorAll('td.cell')].map((c) => ({ text: c.textContent, title: c.title, code: c.dataset.code ?? null }))])));
  assert.deepEqual(cells['3'][1], { text: '½H', title: 'half-point bye', code: '½H' });
  assert.deepEqual(cells['4'][2], { text: '1F', title: 'full-point bye', code: '1F' });
  assert.deepEqual(cells['6'][1], { text: '0Z', title: 'absent (zero-point bye)', code: '0Z' });
  const pabs = Object.values(cells).flat().filter((c) => c.code === '1U');
  assert.equal(pabs.length, 2, 'a PAB in rounds 1 and 2 (11 and 9 players)');
  assert.ok(pabs.every((c) => c.title === 'pairing-allocated bye (PAB)'));
  const legend = await page.$$eval(`${T('cross-legend')} li`, (els) => els.map((e) => [e.dataset.code, e.textContent]));
  assert.deepEqual(legend, [['U', 'U pairing-allocated bye (PAB)'], ['H', 'H half-point bye'], ['F', 'F full-point bye'], ['Z', 'Z absent (zero-point bye)']]);
  // a bye or an absence takes no more room than a game ("10w½"), so the round columns are as
  // narrow as their games make them ("0 (absent)" made its column some 80 px wide)
  for (const [size, name] of [[PHONE, 'phone'], [LAPTOP, 'laptop']]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    await page.screenshot({ path: resolve(SHOTS, `phone-crosstable-${name}.png`) });
    const m = await page.evaluate(() => {
      const text = (c) => { const r = document.createRange(); r.selectNodeContents(c); return r.getBoundingClientRect().width; };
      const cells = [...document.querySelectorAll('[data-testid="crosstable"] td.cell')];
      const pad = (c) => parseFloat(getComputedStyle(c).paddingLeft) + parseFloat(getComputedStyle(c).paddingRight);
      return {
        game: Math.max(...cells.filter((c) => /^\d+[wb]/.test(c.textContent)).map(text)),
        byes: cells.filter((c) => c.dataset.code).map((c) => [c.textContent, text(c)]),
        columns: cells.slice(0, 3).map((c) => c.getBoundingClientRect().width - pad(c)),
      };
    });
    for (const [cell, px] of m.byes) assert.ok(px <= m.game, `${name}: "${cell}" ${px} px, the widest game ${m.game} px`);
    // (on a laptop the table fills the width: its columns share what is left)
    if (name === 'phone') {
      // the three rounds in view without scrolling the table (federation and rating are on
      // the player's card there, as in the standings)
      const right = await page.$eval(`${T('crosstable')} thead th:nth-child(7)`, (th) => th.getBoundingClientRect().right);
      assert.ok(right <= 390, `phone: round 3's column ends at ${right} px`);
    }
    if (name === 'phone') for (const px of m.columns) assert.ok(px <= m.game + 1, `${name}: round columns ${JSON.stringify(m.columns)} px, the widest game ${m.game} px`);
  }

  // the printed crosstable: the same codes and legend
  await page.click(T('tab-print'));
  await page.click(`${T('print-sheet-button')}[data-sheet="crosstable"]`);
  await page.waitForSelector(`${T('print-sheet')}[data-sheet="crosstable"] ${T('print-cross-row')}`);
  const printed = await page.$$eval(`${T('print-sheet')} td.cell[data-code]`, (els) => els.map((e) => [e.textContent, e.title]));
  assert.equal(printed.length, 5, `the sheet's bye cells: ${JSON.stringify(printed)}`);
  assert.ok(printed.every(([text, title]) => /^[½10][UHFZ]$/.test(text) && title), JSON.stringify(printed));
  assert.equal(await page.locator(`${T('print-sheet')} ${T('cross-legend')} li`).count(), 4);
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

test('round robin on a phone: the schedule shows the table numbers', async () => {
  const context = await env.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createRoundRobin(page, 'Phone round robin', 'roundrobin');
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), NAMES.slice(0, 10).map((n, i) => `${n}\t${2300 - 30 * i}`).join('\n'));
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 10);
  await page.click(T('tab-schedule'));
  await page.waitForSelector(T('schedule-game'));
  for (const [size, name] of [[PHONE, 'phone'], [LAPTOP, 'laptop']]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    // each game's two table numbers are shown (visible, inside the screen) and are its own
    const games = await page.$$eval(T('schedule-game'), (els) => els.map((g) => {
      const cells = g.querySelectorAll('td');
      const shown = (td) => {
        const r = td.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(td).visibility !== 'hidden' && r.left >= 0 && r.right <= window.innerWidth
          && td.scrollWidth <= td.clientWidth + 1;
      };
      return { white: g.dataset.white, black: g.dataset.black, numbers: [cells[1].textContent, cells[5].textContent], shown: [shown(cells[1]), shown(cells[5])] };
    }));
    assert.equal(games.length, 45, '9 rounds of 5 games');
    for (const g of games) {
      assert.deepEqual(g.numbers, [g.white, g.black], `${name}: ${JSON.stringify(g)}`);
      assert.deepEqual(g.shown, [true, true], `${name}: table numbers shown: ${JSON.stringify(g)}`);
    }
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 2), `${name}: no sideways page scroll`);
    await page.screenshot({ path: resolve(SHOTS, `phone-schedule-${name}.png`) });
  }
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

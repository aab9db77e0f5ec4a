// An arbiter's walk through an accelerated Burstein open (engineer walk), on a laptop:
// * An accelerated round (Baku, C.04.5.1) orders its boards by the scores with the virtual
//   points (C.04.2.E), but the list showed only the real points: a board of ½ against 2 came
//   before boards of 1½ against 1½ with nothing to say why. The virtual points are now shown
//   next to the points ("+1"), with a note under the boards, on screen and on the wall sheet.
// * The crosstable of a 9-round Swiss (about 1500 px) made the whole page scroll sideways at
//   1366 px; it now scrolls in its own box, the tabs and the header stay in place.
// * The paste preview's first column (the line of the paste) was headed "#": under a header
//   line the first player showed as 2, read as his pairing number. It is headed "Line". Its
//   Add button was under the preview (60 pasted players: some 1800 px down); it is above it.
// * On a phone the Rounds tab's round buttons wrapped: 18 rounds took six rows above the boards.
//   They are one row that scrolls sideways, the round shown kept in view.
// Run after `trunk build --release`:  node --test tests/e2e/walk-open.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHOTS } from './helpers.mjs';

const env = useBrowser();

const SUR = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'];
const PLAYERS = SUR.flatMap((s, i) => ['Marco', 'Giulia'].map((f, j) => `${s}, ${f}\t${2400 - 40 * (2 * i + j)}\tITA\t${820000 + 7 * (2 * i + j)}`));

test('accelerated Burstein open: virtual points shown with the boards; a 9-round crosstable scrolls in its box', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), 'Open di Primavera');
  await page.fill(T('tournament-rounds'), '9');
  await page.selectOption(T('tournament-system'), 'burstein');
  await page.selectOption(T('tournament-acceleration'), 'baku');
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
  await page.click('section.players details summary');
  await page.fill(T('paste-players'), ['Name\tElo\tFed\tFIDE ID', ...PLAYERS].join('\n'));
  // the preview numbers the lines of the paste, not the players: its column says so (it was
  // "#", and the first player, on line 2 under the header, read as number 2)
  await page.waitForSelector(T('paste-preview-row'));
  assert.equal(await page.textContent(`${T('paste-preview')} th:first-child`), 'Line');
  assert.equal(await page.textContent(`${T('paste-preview-row')} td:first-child`), '2');
  // the Add button is above the preview, not under its 20 rows
  const [button, preview] = await Promise.all([T('paste-players-add'), T('paste-preview')].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().top)));
  assert.ok(button < preview, `Add at ${button} px, the preview at ${preview} px`);
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 20);

  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 9; r++) {
    if (r === 7) {
      // player 20 withdraws after round 6 (his name carries the mark in the crosstable)
      await page.click(T('tab-players'));
      await page.click(`${T('player-row')}[data-player="20"] ${T('player-withdrawn')}`);
      // his next-round choice gives way to "withdrawn" (it went on saying "plays")
      await page.waitForSelector(`${T('player-row')}[data-player="20"] ${T('player-next-round-withdrawn')}`);
      assert.equal(await page.isVisible(`${T('player-row')}[data-player="20"] ${T('player-next-round')}`), false);
      await page.click(T('tab-rounds'));
    }
    await page.click(T('pair-round'));
    await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
    // 20 players: group A is 1-10 (2·⌈20/4⌉); 9 rounds: +1 in rounds 1-3, +½ in 4-5, none after
    const marks = await page.$$eval(T('pairing-row'), (els) => els.flatMap((e) => {
      const [white, black] = [Number(e.dataset.white), Number(e.dataset.black)];
      const cells = e.querySelectorAll('td.num');
      const mark = (td) => td.querySelector('[data-testid="virtual-points"]')?.textContent.trim() ?? '';
      return [[white, mark(cells[2])], [black, mark(cells[3])]];
    }));
    const expected = r <= 3 ? '+1' : r <= 5 ? '+½' : '';
    for (const [id, mark] of marks) assert.equal(mark, id <= 10 ? expected : '', `round ${r}, player ${id}`);
    assert.equal(marks.length, r >= 7 ? 18 : 20);
    assert.equal(await page.isVisible(T('virtual-note')), r <= 5, `round ${r}: the note`);
    if (r === 2) {
      await page.screenshot({ path: resolve(SHOTS, 'walk-open-virtual-points.png') });
      // the wall sheet of the round shows them too (players read the board order there)
      await page.click(T('tab-print'));
      await page.click(`${T('print-sheet-button')}[data-sheet="board"]`);
      await page.waitForSelector(`${T('print-sheet')}[data-round="2"] ${T('print-board-row')}`);
      assert.equal(await page.$(`${T('print-sheet-button')}[data-sheet="schedule"]`), null, 'no schedule sheet in a Swiss event');
      const printed = await page.$$eval(T('print-virtual-points'), (els) => els.map((e) => e.textContent.trim()));
      assert.deepEqual(printed, Array(10).fill('+1'), 'the sheet marks the 10 players of group A');
      await page.click(T('tab-rounds'));
      await page.waitForSelector(`${T('pairing-table')}[data-round="2"]`);
    }
    const boards = marks.length / 2;
    await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
    for (let i = 0; i < boards; i++) {
      await page.waitForFunction((n) => document.activeElement?.id === `res-${n}`, i + 1);
      await page.keyboard.type(['1', '0', '=', '1', '0'][(i + r) % 5]);
    }
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
  }

  await page.click(T('tab-crosstable'));
  const widths = await page.evaluate(() => {
    const table = document.querySelector('[data-testid="crosstable"]');
    return { left: table.parentElement.getBoundingClientRect().left, table: table.scrollWidth, page: document.documentElement.scrollWidth, box: table.parentElement.clientWidth };
  });
  // (with the byes and absences written short, phone-fit.test.mjs, it is 1246 px: wider than
  // the 1168 px the page gives it)
  assert.ok(widths.table > widths.box, `the crosstable is wider than its place on the page: ${JSON.stringify(widths)}`);
  assert.ok(widths.page <= 1366, `the page does not scroll sideways: ${JSON.stringify(widths)}`);
  assert.ok(widths.left + widths.box <= 1366, `the table scrolls in its box, inside the window: ${JSON.stringify(widths)}`);
  await page.screenshot({ path: resolve(SHOTS, 'walk-open-crosstable.png') });

  // on a phone the rounds are one row that scrolls, the round shown (the last) in view: the
  // nine buttons took three rows above the boards
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click(T('tab-rounds'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="9"]`);
  await page.waitForTimeout(100);
  const row = await page.evaluate(() => {
    const box = document.querySelector('.roundsel').getBoundingClientRect();
    const tab = document.querySelector('.roundsel .tab.active').getBoundingClientRect();
    const first = document.querySelector('.roundsel .tab').getBoundingClientRect();
    return { height: box.height, tabHeight: first.height, inside: tab.left >= box.left - 1 && tab.right <= box.right + 1, page: document.documentElement.scrollWidth };
  });
  assert.ok(row.height < 1.5 * row.tabHeight, `one row of rounds: ${JSON.stringify(row)}`);
  assert.ok(row.inside, `round 9 in view: ${JSON.stringify(row)}`);
  assert.ok(row.page <= 392, `no sideways page scroll: ${JSON.stringify(row)}`);
  await page.screenshot({ path: resolve(SHOTS, 'walk-open-rounds-phone.png') });
  assert.deepEqual(w.errors, []);
  assert.deepEqual(w.foreign, []);
  await context.close();
});

// What an arbiter new to Torre hit running whole events (a 40-player open on a laptop and on a
// phone, a round robin, a Burstein open), each checked through the screens:
// - the phone's result buttons correct a past round only as the result field does (FIDE mode:
//   the previous round asks, an older one is refused; a correction is logged);
// - on a phone the pairing list gives the names their width, and the standings keep the points
//   in view;
// - a player registered twice (same FIDE ID, or same name) asks first, by hand, pasted or from a
//   TRF file;
// - the rating report says what FIDE's report needs and the tournament lacks (round dates...).
// Run after `trunk build --release`: node --test tests/e2e/arbiter.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { watch, T, SHOTS, useBrowser, createTournament, addPlayer, createRoundRobin } from './helpers.mjs';

const env = useBrowser();

const FIELD = [
  ['Vukovic, Ljubomir', 2588, 'SRB', 2400123], ['Marchetti, Giulia', 2301, 'ITA', 862001],
  ['Bianchi, Paolo', 2290, 'ITA', 851234], ['Schmidt, Jonas', 2155, 'GER', 4611234],
  ['Novakova, Petra', 2080, 'CZE', 2101111], ['Garcia, Lucia', 2010, 'ESP', 2201234],
  ['Rossetti, Marco', 1850, 'ITA', 864444], ['Costa, Elena', 1720, 'ITA', 864445],
  ['Horvath, Adam', 1605, 'HUN', 738001], ['Larsen, Nils', 1500, 'DEN', 1402001],
  ['Kaya, Deniz', 1450, 'TUR', 6301001], ['Weber, Anna-Maria Konstanze', 1400, 'AUT', 1600001],
];
const pasteText = (rows) => ['Name\tRating\tFed\tFIDE ID', ...rows.map((r) => r.join('\t'))].join('\n');

async function paste(page, text) {
  await page.click('summary');
  await page.fill(T('paste-players'), text);
  await page.click(T('paste-players-add'));
}

async function warning(page) {
  const d = await page.waitForSelector(T('warning-dialog'));
  return { level: Number(await d.getAttribute('data-level')), text: await d.textContent() };
}
const closed = (page) => page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));
const pressed = (page, r, board) => page.$eval(`${T('pairing-table')}[data-round="${r}"] ${T('quick-row')}[data-board="${board}"] [aria-pressed="true"]`, (b) => b.dataset.result).catch(() => null);

/** Pair the next round on the phone and tap a result on every board. */
async function pairAndTap(page, r, res) {
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
  const boards = await page.locator(T('pairing-row')).count();
  for (let b = 1; b <= boards; b++) {
    await page.click(`${T('quick-row')}[data-board="${b}"] ${T('quick-key')}[data-result="${res}"]`);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
}

test('phone: result buttons correct a past round only as the keyboard does; names and points in view', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Phone Open', 5);
  await paste(page, pasteText(FIELD));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 12);
  // the players list keeps Edit and Remove in view (they were off to the right in the table's box)
  const right = await page.$$eval(`${T('player-row')} button`, (bs) => Math.max(...bs.map((b) => b.getBoundingClientRect().right)));
  await page.screenshot({ path: resolve(SHOTS, 'arbiter-phone-players.png') });
  assert.ok(right <= 390, `the rows' buttons end at ${right} px`);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  // a second tap on the button that has just paired round 1: no result is in, refused
  await page.click(T('pair-round'));
  assert.equal(await page.textContent(`${T('notice')} span`), 'Round 1 has no result yet: enter its results before pairing round 2. (Games still being played when the others are finished can then be adjourned.)');
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);
  assert.equal(await page.locator(T('adjourned-mark')).count(), 0);
  assert.equal(await page.getAttribute(T('pairing-table'), 'data-round'), '1');
  for (let b = 1; b <= 6; b++) await page.click(`${T('quick-row')}[data-board="${b}"] ${T('quick-key')}[data-result="1-0"]`);

  // the pairing list: board, White, result, Black fill the phone's width, the names readable
  const widths = await page.$eval(`${T('pairing-row')}[data-board="1"]`, (tr) => [...tr.children].filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.getBoundingClientRect().width));
  assert.equal(widths.length, 5, 'board, White, result, Black, ?');
  assert.ok(widths[1] >= 100 && widths[3] >= 100, `the names' columns are ${widths[1]} and ${widths[3]} px wide`);
  const table = await page.$eval(T('pairing-table'), (t) => t.getBoundingClientRect().width);
  assert.ok(widths.reduce((a, b) => a + b, 0) >= table - 2, 'the board row spans the table');
  await page.screenshot({ path: resolve(SHOTS, 'arbiter-phone-pairings.png') });

  await pairAndTap(page, 2, '½-½');
  // round 1 is now the previous round: a tap on board 2 asks first (Level 3); Cancel keeps 1-0
  await page.click(`${T('show-round')}[data-round="1"]`);
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  await page.click(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="0-1"]`);
  let wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.text, /Correction of a past round \(round 1, \d+-\d+\): 1-0 becomes 0-1/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await pressed(page, 1, 2), '1-0', 'cancelled: the result stays');
  // tapping the pressed result again (clearing it) is a correction too
  await page.click(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="1-0"]`);
  wn = await warning(page);
  assert.equal(wn.level, 3);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await pressed(page, 1, 2), '1-0');
  // confirmed: changed and logged
  await page.click(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="0-1"]`);
  await warning(page);
  await page.click(T('warning-confirm'));
  await closed(page);
  assert.equal(await pressed(page, 1, 2), '0-1');

  // round 3 paired: round 1 is an older round, refused in FIDE mode (Level 5)
  await page.click(`${T('show-round')}[data-round="2"]`);
  await pairAndTap(page, 3, '0-1');
  await page.click(`${T('show-round')}[data-round="1"]`);
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  await page.click(`${T('quick-row')}[data-board="3"] ${T('quick-key')}[data-result="½-½"]`);
  wn = await warning(page);
  assert.equal(wn.level, 5);
  await page.click(T('warning-close'));
  await closed(page);
  assert.equal(await pressed(page, 1, 3), '1-0', 'refused: the result stays');

  await page.click(T('tab-data'));
  const log = await page.$$eval(T('log-row'), (rows) => rows.map((r) => `${r.dataset.event}@${r.dataset.round}`));
  assert.deepEqual(log, ['Correction@1'], 'the one correction made on the phone is in the integrity log');

  // the standings on a phone: rank, name and points inside the screen without scrolling
  await page.click(T('tab-standings'));
  await page.waitForSelector(T('standings-table'));
  const pts = await page.$eval(`${T('standings-table')} thead th:nth-child(6)`, (th) => th.getBoundingClientRect().right);
  assert.ok(pts <= 390, `the points column ends at ${pts} px, inside the 390 px screen`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scroll');
  await page.screenshot({ path: resolve(SHOTS, 'arbiter-phone-standings.png') });
  // a name opens the player's card under the table: it is brought into view
  const below = await page.$eval(`${T('standings-table')}`, (t) => t.getBoundingClientRect().bottom);
  assert.ok(below > 844, 'the table is longer than the screen');
  await page.click(`${T('player-card-link')} >> nth=0`);
  await page.waitForSelector(T('player-card'));
  await page.waitForFunction(() => {
    const r = document.querySelector('[data-testid="player-card"]').getBoundingClientRect();
    return r.top >= 0 && r.top < innerHeight / 2;
  });
  // in Italian the pairing list's headers ("Sc.", "Risultato") stay on one line each
  await page.selectOption(T('language'), 'it');
  await page.click(T('tab-rounds'));
  await page.waitForSelector(T('pairing-table'));
  const head = await page.$eval(`${T('pairing-table')} thead tr`, (tr) => ({
    height: tr.getBoundingClientRect().height,
    texts: [...tr.children].filter((c) => getComputedStyle(c).display !== 'none').map((c) => c.textContent),
  }));
  assert.deepEqual(head.texts.slice(0, 4), ['Sc.', 'Bianco', 'Risultato', 'Nero']);
  assert.ok(head.height < 32, `the header row is ${head.height} px high: one line`);
  // the backup reminder: its sentence across the phone, not in a column beside the buttons
  const reminder = await page.$eval(`${T('backup-reminder')} > span`, (s) => s.getBoundingClientRect().width);
  assert.ok(reminder > 300, `the reminder's sentence is ${reminder} px wide`);
  await page.screenshot({ path: resolve(SHOTS, 'arbiter-phone-rounds-it.png') });
  await page.selectOption(T('language'), 'en');
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a player registered twice asks first: by hand, pasted, from a TRF file', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Club Open', 5);
  await paste(page, pasteText(FIELD.slice(0, 4)));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 4);
  const count = () => page.locator(T('player-row')).count();

  // by hand, the same FIDE ID under another spelling: asks, Cancel keeps the form as typed
  await page.fill(T('player-name'), 'Vukovic Ljubomir');
  await page.fill(T('player-fide-id'), '2400123');
  await page.press(T('player-name'), 'Enter');
  let wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.text, /Vukovic Ljubomir is already registered as number 1 \(Vukovic, Ljubomir\)/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await count(), 4);
  assert.equal(await page.inputValue(T('player-name')), 'Vukovic Ljubomir', 'the form keeps what was typed');
  // the same name without FIDE ID (any case): asks; Confirm adds (two players may share a name)
  await page.fill(T('player-fide-id'), '');
  await page.fill(T('player-name'), 'schmidt,  jonas');
  await page.press(T('player-name'), 'Enter');
  wn = await warning(page);
  assert.match(wn.text, /already registered as number 4 \(Schmidt, Jonas\)/);
  await page.click(T('warning-confirm'));
  await closed(page);
  assert.equal(await count(), 5);
  assert.equal(await page.inputValue(T('player-name')), '', 'added: the form is cleared');
  // a new player: no question
  await addPlayer(page, { name: 'Nuovo, Piero', rating: '1700', fed: 'ITA' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 6);
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);

  // pasted: one already registered (FIDE ID), one twice in the text
  await page.fill(T('paste-players'), pasteText([FIELD[1], FIELD[6], FIELD[6]]));
  await page.click(T('paste-players-add'));
  wn = await warning(page);
  assert.match(wn.text, /Marchetti, Giulia is already registered as number \d+ \(Marchetti, Giulia\)/);
  assert.match(wn.text, /Rossetti, Marco appears twice/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.equal(await count(), 6);
  assert.notEqual(await page.inputValue(T('paste-players')), '', 'cancelled: the pasted text stays');
  // the middle way: only the others (Rossetti once; Marchetti is registered)
  await page.click(T('paste-players-add'));
  await warning(page);
  assert.equal(await page.textContent(T('warning-alternative')), 'Add only the others');
  await page.click(T('warning-alternative'));
  await closed(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 7);
  assert.equal((await page.$$eval(T('player-row'), (rows) => rows.filter((r) => r.textContent.includes('Rossetti')))).length, 1);

  // a TRF file of registrations holding a registered player
  const dir = mkdtempSync(join(tmpdir(), 'torre-arbiter-'));
  const file = join(dir, 'club.trf');
  const line = (n, name, rating, fed, id) => `001 ${String(n).padStart(4)} m    ${name.padEnd(33)} ${String(rating).padStart(4)} ${fed} ${String(id).padStart(11)}             0.0     `;
  writeFileSync(file, ['012 Club list', line(1, 'Bianchi, Paolo', 2290, 'ITA', 851234), line(2, 'Kaya, Deniz', 1450, 'TUR', 6301001), ''].join('\n'));
  await page.setInputFiles(T('import-trf'), file);
  wn = await warning(page);
  assert.match(wn.text, /Bianchi, Paolo is already registered/);
  assert.doesNotMatch(wn.text, /Kaya/);
  await page.click(T('warning-confirm'));
  await closed(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 9);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test("the rating report names what FIDE's report needs and the tournament lacks", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Undated Open', 3);
  await paste(page, pasteText(FIELD.slice(0, 4)));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 4);
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 2; r++) {
    await page.click(T('pair-round'));
    await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
    await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
    await page.keyboard.type('1');
    await page.waitForFunction(() => document.activeElement?.id === 'res-2');
    await page.keyboard.type('=');
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
  }
  await page.click(T('tab-data'));
  const missing = () => page.textContent(T('report-missing'));
  assert.equal(await missing(), "Still missing for FIDE's rating report: place; start date; end date; federation of the event; chief arbiter; time control; the dates of rounds 1, 2.");
  // exported anyway (the arbiter may send it later), with the same list said after the download
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-rating-report'))]);
  assert.match(dl.suggestedFilename(), /rating-report\.trf$/);
  assert.match(await page.textContent(T('notice')), /written without: place; .*the dates of rounds 1, 2\. FIDE's rating report needs them/);

  await page.fill(T('report-federation'), 'ITA');
  await page.press(T('report-federation'), 'Tab');
  await page.fill(T('report-arbiter'), 'Rossi, Anna');
  await page.press(T('report-arbiter'), 'Tab');
  await page.fill(T('report-time-control'), "90'+30\"");
  await page.press(T('report-time-control'), 'Tab');
  await page.fill(`${T('report-round-date')}[data-round="1"]`, '2026-12-01');
  await page.waitForFunction(() => /date of round 2\.$/.test(document.querySelector('[data-testid="report-missing"]')?.textContent ?? ''));
  assert.match(await missing(), /: place; start date; end date; the date of round 2\.$/);
  // the event's dates in the settings: a date picker, as in the creation form, kept as TRF dates
  assert.equal(await page.getAttribute(T('settings-start'), 'type'), 'date');
  await page.fill(T('settings-start'), '2026-12-01');
  await page.waitForFunction(() => !/start date/.test(document.querySelector('[data-testid="report-missing"]')?.textContent ?? ''));
  assert.match(await missing(), /: place; end date; the date of round 2\.$/);
  assert.equal(await page.inputValue(T('settings-start')), '2026-12-01');
  const [trf] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  assert.ok(readFileSync(await trf.path(), 'latin1').split('\n').includes('042 2026/12/01'), 'the TRF start date');
  await page.screenshot({ path: resolve(SHOTS, 'arbiter-report-missing.png'), fullPage: true });
  // in Italian
  await page.selectOption(T('language'), 'it');
  assert.match(await missing(), /^Mancano ancora per il rapporto Elo FIDE: luogo; data di fine; la data del turno 2\.$/);
  await page.selectOption(T('language'), 'en');
  // the number of rounds: fewer than the rounds paired is refused, saying what is accepted
  // (it snapped back without a word), and the field shows the number in force again
  await page.fill(T('settings-rounds'), '1');
  await page.press(T('settings-rounds'), 'Tab');
  await page.waitForFunction(() => /Rounds: "1" not accepted/.test(document.querySelector('[data-testid="notice"]')?.textContent ?? ''));
  assert.match(await page.textContent(T('notice')), /Give a whole number from 2 up \(2 rounds are already paired\)\./);
  assert.equal(await page.inputValue(T('settings-rounds')), '3');
  await page.fill(T('settings-rounds'), '5');
  await page.press(T('settings-rounds'), 'Tab');
  await page.click(T('tab-rounds'));
  await page.waitForFunction(() => /round 2 of 5/.test(document.body.textContent));
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a withdrawn player is listed as withdrawn, not absent, on the round, the wall sheet and the hall display', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Withdrawal Open', 4);
  await paste(page, pasteText(FIELD.slice(0, 6)));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 6);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  for (const [i, k] of ['1', '0', '='].entries()) {
    await page.waitForFunction((n) => document.activeElement?.id === `res-${n}`, i + 1);
    await page.keyboard.type(k);
  }
  // player 6 withdraws from round 2 on; player 5 asks for a zero-point bye in round 2
  await page.click(T('tab-players'));
  for (const [who, kind] of [['6', 'withdraw'], ['5', 'zero']]) {
    await page.selectOption(T('bye-player'), who);
    await page.fill(T('bye-round'), '2');
    await page.selectOption(T('bye-kind'), kind);
    await page.click(T('add-bye'));
  }
  await page.waitForSelector(T('withdrawal-row'));
  // the player list, drawn again after each change, still shows the player the bye was for
  assert.equal(await page.inputValue(T('bye-player')), '5');
  assert.equal(await page.inputValue(T('bye-kind')), 'zero', 'and the kind of bye');
  // a bye for a round after the last one (the event has 4) is refused, saying why
  await page.fill(T('bye-round'), '5');
  await page.click(T('add-bye'));
  assert.equal(await page.textContent(`${T('notice')} span`).catch(() => page.textContent(T('notice'))).then((t) => t.replace(/×$/, '').trim()), 'There is no round 5: the tournament has 4 rounds.');
  assert.equal(await page.locator(`${T('bye-row')}[data-round="5"]`).count(), 0);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="2"]`);
  const notPaired = await page.textContent(T('not-paired'));
  assert.match(notPaired, /5 Novakova, Petra \(0 \(absent\)\)/);
  assert.match(notPaired, /6 Garcia, Lucia \(withdrawn from round 2\)/);
  // the wall sheet (pairings by name)
  await page.evaluate(() => { window.print = () => {}; });
  await page.click(T('tab-print'));
  await page.click(`${T('print-sheet-button')}[data-sheet="alpha"]`);
  assert.match(await page.textContent(`${T('print-alpha-row')}[data-player="6"]`), /withdrawn from round 2/);
  assert.match(await page.textContent(`${T('print-alpha-row')}[data-player="5"]`), /0 \(absent\)/);
  await page.click(T('tab-display'));
  await page.waitForSelector(T('display-row'));
  const rows = await page.$$eval(T('display-row'), (els) => els.map((e) => e.textContent));
  assert.ok(rows.some((r) => /withdrawn from round 2/.test(r)), rows.join('\n'));
  assert.ok(rows.some((r) => /0 \(absent\)/.test(r)), 'the zero-point bye stays "absent"');
  await page.keyboard.press('Escape');
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('the creation form asks only what the chosen system uses', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(env.base);
  await page.click(T('new-tournament'));
  const shown = async () => Object.fromEntries(await Promise.all(['tournament-edition', 'tournament-acceleration', 'tournament-rounds']
    .map(async (id) => [id.replace('tournament-', ''), await page.isVisible(T(id))])));
  assert.deepEqual(await shown(), { edition: true, acceleration: true, rounds: true });
  await page.selectOption(T('tournament-edition'), '2017');
  await page.selectOption(T('tournament-system'), 'doubleroundrobin');
  assert.deepEqual(await shown(), { edition: false, acceleration: false, rounds: false }, 'a round robin: rounds from the players');
  await page.selectOption(T('tournament-system'), 'burstein');
  assert.deepEqual(await shown(), { edition: false, acceleration: true, rounds: true });
  await page.selectOption(T('tournament-system'), 'dutch');
  assert.equal(await page.inputValue(T('tournament-edition')), '2017', 'the edition chosen before is kept');
  await context.close();
});

test("a round robin's player whose scheduled opponent withdrew is listed so, not with a bare dash", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createRoundRobin(page, 'Club championship', 'roundrobin');
  await paste(page, pasteText([FIELD[0], ['Marchetti, Giulia M.', 2301, 'ITA', 862001], FIELD[2], FIELD[3]]));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 4);
  // the header counts the rounds the schedule has (4 players: 3); none is paired yet
  assert.match(await page.textContent('header .crumb'), /3 rounds, none paired yet$/);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="1"]`);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.keyboard.type('1');
  await page.waitForFunction(() => document.activeElement?.id === 'res-2');
  await page.keyboard.type('=');
  // player 2 withdraws from round 2 on; his round-2 opponent from the schedule
  await page.click(T('tab-players'));
  await page.selectOption(T('bye-player'), '2');
  await page.fill(T('bye-round'), '2');
  await page.selectOption(T('bye-kind'), 'withdraw');
  await page.click(T('add-bye'));
  await page.waitForSelector(T('withdrawal-row'));
  await page.click(T('tab-schedule'));
  const game = await page.$eval(`${T('schedule-round')}[data-round="2"]`, (r) => [...r.querySelectorAll('[data-testid="schedule-game"]')]
    .map((g) => [Number(g.dataset.white), Number(g.dataset.black)]).find((g) => g.includes(2)));
  const opponent = game[0] === 2 ? game[1] : game[0];
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="2"]`);
  const notPaired = await page.textContent(T('not-paired'));
  assert.match(notPaired, /2 Marchetti, Giulia M\. \(withdrawn from round 2\)/);
  assert.match(notPaired, new RegExp(`${opponent} [^(]+\\(opponent 2 withdrawn\\)`));
  assert.match(await page.textContent('header .crumb'), /round 2 of 3$/);
  // his results annulled (one game of three): the note ends his name with one full stop
  await page.click(T('tab-standings'));
  assert.match(await page.textContent(T('standings-note')), /\(C\.05\): Marchetti, Giulia M\.$/);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('phone: the tabs are one row that scrolls sideways, and the open view\'s tab is in it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Tabs Open', 5);
  const nav = () => page.$eval('nav.tabs', (n) => ({ height: n.getBoundingClientRect().height, scrolls: n.scrollWidth > n.clientWidth, page: document.documentElement.scrollWidth }));
  const n = await nav();
  // wrapped, the ten tabs took four rows (about 190 px) above every view
  assert.ok(n.height < 60, `the tab row is ${n.height} px high`);
  assert.ok(n.scrolls, 'the row scrolls in its own box');
  assert.ok(n.page <= 390, `the page is ${n.page} px wide`);
  // a link to a view at the end of the row (as Back or a copied link opens it) shows that tab in the row
  const inRow = (id) => page.$eval(`nav.tabs [data-testid="${id}"]`, (t) => {
    const a = t.getBoundingClientRect(), b = t.parentElement.getBoundingClientRect();
    return a.left >= b.left - 1 && a.right <= b.right + 1;
  });
  assert.equal(await inRow('tab-prizes'), false, 'the prizes tab starts out of the row');
  await page.goto(page.url().replace(/v=[a-z]+$/, 'v=prizes'));
  await page.waitForSelector(`${T('tab-prizes')}.active`);
  await page.waitForFunction(() => {
    const t = document.querySelector('nav.tabs .tab.active'), b = t.parentElement.getBoundingClientRect(), a = t.getBoundingClientRect();
    return a.left >= b.left - 1 && a.right <= b.right + 1;
  });
  await page.click(T('tab-players'));
  assert.equal(await inRow('tab-players'), true);
  await page.screenshot({ path: resolve(SHOTS, 'arbiter-phone-tabs.png') });
  assert.deepEqual(w.errors, []);
  await context.close();
});

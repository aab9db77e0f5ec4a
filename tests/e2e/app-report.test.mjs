// End-to-end tests of issue 20's rating report, registration checks and result entry on a
// phone: the report's header fields entered in the app and written in the TRF (both layouts),
// messages next to the player form's fields, 44-pixel result buttons at 390 px.
// Run after `trunk build --release`: node --test tests/e2e/app-report.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, createTournament, addPlayer, useBrowser, parseTrf, SHOTS } from './helpers.mjs';

const env = useBrowser();

test('the rating report: federation, arbiters, time control, round dates in the TRF; 092/192 and 072 right', async () => {
  const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 1100, height: 1000 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), 'Report Open');
  await page.fill(T('tournament-rounds'), '3');
  await page.fill(T('tournament-federation'), 'ita');
  await page.fill(T('tournament-time-control'), `90'+30"`);
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
  const long = 'Abbondanzieri-Bartolomucci Giovanni Maria Alessandro';
  await addPlayer(page, { name: long, title: 'gm', rating: '2450', fed: 'ITA' });
  await addPlayer(page, { name: 'Bruno Conti', rating: '1900', fed: 'ITA' });
  await addPlayer(page, { name: 'Carla Dini', rating: '', fed: 'ITA' });
  await addPlayer(page, { name: 'Dario Esposito', rating: '0', fed: 'ITA' });

  await page.click(T('tab-data'));
  await page.fill(T('report-arbiter'), 'IA Rossi, Mario');
  await page.press(T('report-arbiter'), 'Tab');
  await page.fill(T('report-deputies'), 'FA Bianchi, Anna\nNA Verdi, Luca');
  await page.press(T('report-deputies'), 'Tab');
  for (const [r, date] of [[1, '2026-03-07'], [2, '2026-03-07'], [3, '2026-03-08']]) {
    await page.fill(`${T('report-round-date')}[data-round="${r}"]`, date);
    await page.press(`${T('report-round-date')}[data-round="${r}"]`, 'Tab');
  }
  // a federation that is not a code is refused next to the field, the stored one kept
  await page.fill(T('report-federation'), 'Italy');
  await page.press(T('report-federation'), 'Tab');
  assert.match(await page.textContent(T('report-federation-msg')), /"Italy": a federation is FIDE's 3-letter code/);
  // the long name: kept in the app, the report says the file shortens it
  assert.match(await page.textContent(T('report-notes')), /player 1: the name has 52 characters, more than the name field's 33/);
  await page.screenshot({ path: resolve(SHOTS, 'app-rating-report.png'), fullPage: true });

  for (const [button, layout] of [['export-trf', 16], ['export-trf-2026', 2026]]) {
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T(button))]);
    const trf = readFileSync(await dl.path(), 'utf8');
    for (const line of ['012 Report Open', '032 ITA', '062 4', '072 2', '102 IA Rossi, Mario', '112 FA Bianchi, Anna', '112 NA Verdi, Luca', `122 90'+30"`]) {
      assert.ok(trf.split('\n').includes(line), `TRF-${layout}: no line ${JSON.stringify(line)} in\n${trf}`);
    }
    const l132 = trf.split('\n').find((l) => l.startsWith('132'));
    assert.deepEqual([l132.slice(91, 99), l132.slice(101, 109), l132.slice(111, 119)], ['26/03/07', '26/03/07', '26/03/08'], l132);
    // the default 2026 Dutch needs no 192 in TRF-16; never the draft's FIDE_DUTCH_2025
    assert.doesNotMatch(trf, /FIDE_DUTCH_2025/);
    const players = parseTrf(trf);
    assert.equal(players[0].name, long.slice(0, 33).trim());
    assert.equal(players[0].title, 'GM');
    if (layout === 2026) assert.match(trf, /^142 3$/m);
  }
  // the app kept the whole name
  await page.click(T('tab-players'));
  assert.match(await page.textContent(T('player-row')), new RegExp(long));
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('registration: titles, federations, ratings, FIDE IDs, birth dates checked next to the field', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Checks', 5);
  await page.fill(T('player-name'), 'Anna Berg');
  await page.fill(T('player-title'), 'Dr');
  await page.fill(T('player-federation'), 'Sweden');
  await page.fill(T('player-fide-id'), '17-00');
  await page.fill(T('player-birth'), '1990/13/01');
  await page.fill(T('player-sex'), 'x');
  assert.match(await page.textContent(T('player-sex-msg')), /"x": sex is m or w/);
  assert.match(await page.textContent(T('player-title-msg')), /"Dr" is not a FIDE title: GM IM WGM FM WIM CM WFM WCM/);
  assert.match(await page.textContent(T('player-federation-msg')), /"Sweden": a federation is FIDE's 3-letter code/);
  assert.match(await page.textContent(T('player-fide-id-msg')), /"17-00": a FIDE ID is digits only/);
  assert.match(await page.textContent(T('player-birth-msg')), /"1990\/13\/01": a birth date is a year/);
  await page.screenshot({ path: resolve(SHOTS, 'app-phone-registration-checks.png'), fullPage: true });
  await page.press(T('player-name'), 'Enter');
  assert.equal(await page.$$eval(T('player-row'), (r) => r.length), 0, 'refused');
  // corrected: accepted, normalised (upper case, the birth date with slashes)
  await page.fill(T('player-title'), 'wim');
  await page.fill(T('player-federation'), 'swe');
  await page.fill(T('player-fide-id'), '1700');
  await page.fill(T('player-birth'), '1990-07-25');
  // F as typed is the file's w (the rating report mixed M/F with m/w)
  await page.fill(T('player-sex'), 'F');
  for (const m of ['title', 'federation', 'fide-id', 'birth', 'sex']) assert.equal(await page.$(T(`player-${m}-msg`)), null, m);
  // a federation code not on FIDE's list is only a warning
  await page.fill(T('player-federation'), 'XYZ');
  assert.match(await page.textContent(T('player-federation-msg')), /XYZ is not on FIDE's list/);
  await page.fill(T('player-federation'), 'swe');
  await page.press(T('player-name'), 'Enter');
  await page.waitForSelector(T('player-row'));
  const row = await page.$$eval(`${T('player-row')} td`, (tds) => tds.slice(0, 8).map((t) => t.textContent.trim()));
  assert.deepEqual([row[1], row[2], row[4], row[5], row[6], row[7]], ['WIM', 'Anna Berg', 'SWE', '1700', 'w', '1990/07/25']);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'the form scrolls sideways');
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('result entry on a phone: 44-pixel buttons per board, the right keyboard', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Phone results', 3);
  for (const [i, n] of ['Anna Berg', 'Bruno Conti', 'Carla Dini', 'Dario Esposito', 'Elena Ferri'].entries()) {
    await addPlayer(page, { name: n, rating: String(2000 - i * 50) });
  }
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(T('quick-row'));
  assert.equal(await page.getAttribute(T('result-input'), 'inputmode'), 'tel', 'a keypad with 1 0 5 + - *, not the full keyboard');
  const sizes = await page.$$eval(T('quick-key'), (bs) => bs.map((b) => { const r = b.getBoundingClientRect(); return [r.width, r.height, r.right]; }));
  assert.equal(sizes.length, 2 * 6, 'six buttons on each of the two boards');
  for (const [wd, ht, right] of sizes) assert.ok(wd >= 44 && ht >= 44 && right <= 390, `tap target ${wd}x${ht} at ${right}`);
  await page.tap(`${T('quick-row')}[data-board="1"] ${T('quick-key')}[data-result="1-0"]`);
  await page.tap(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="½-½"]`);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].map((e) => e.value).join() === '1-0,½-½');
  assert.equal(await page.getAttribute(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="½-½"]`, 'aria-pressed'), 'true');
  await page.screenshot({ path: resolve(SHOTS, 'app-phone-result-buttons.png'), fullPage: true });
  // a forfeit, then tapped again: cleared
  await page.tap(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="+/-"]`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="result-input"]')[1].value === '+/-');
  await page.tap(`${T('quick-row')}[data-board="2"] ${T('quick-key')}[data-result="+/-"]`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="result-input"]')[1].value === '');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('on a wide screen with a mouse the result buttons stay hidden (keyboard entry)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  await page.goto(env.base);
  await createTournament(page, 'Desk', 3);
  for (const n of ['Anna Berg', 'Bruno Conti']) await addPlayer(page, { name: n });
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(T('pairing-row'));
  assert.equal(await page.$eval(T('quick-row'), (e) => getComputedStyle(e).display), 'none');
  await context.close();
});

test('pasting players: a header row, "Surname, Firstname", tabs or semicolons, a preview with each line\'s error', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Paste', 5);
  await page.click('section.players details summary');
  // a spreadsheet with a header naming the columns in its own order
  const sheet = 'Surname\tFirst name\tFed\tRating\tTitle\tFIDE ID\tBorn\n' +
    'Rossi\tMario\tITA\t2310\tfm\t862100\t1988\n' +
    'Bianchi\tAnna\tITA\t\t\t\t2004/05/06\n' +
    'Verdi\tLuca\tItalia\t1900\t\t\t\n';
  await page.fill(T('paste-players'), sheet);
  await page.waitForSelector(T('paste-preview'));
  const rows = await page.$$eval(`${T('paste-preview-row')}`, (rs) => rs.map((r) => [...r.children].map((c) => c.textContent)));
  assert.deepEqual(rows, [
    ['2', 'Rossi, Mario', 'FM', '2310', 'ITA', '862100', '', '1988'],
    ['3', 'Bianchi, Anna', '', '', 'ITA', '', '', '2004/05/06'],
  ]);
  assert.match(await page.textContent(T('paste-preview-error')), /^4line 4 "Verdi\tLuca\tItalia\t1900": "Italia": a federation is FIDE's 3-letter code/);
  assert.match(await page.textContent(T('paste-summary')), /Players to add: 2\. Lines that cannot be read: 1\./);
  await page.screenshot({ path: resolve(SHOTS, 'app-paste-preview.png'), fullPage: true });
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 2);
  // no header: semicolons, "Surname, Firstname" names, values recognised by their form
  await page.fill(T('paste-players'), 'Neri, Paola; WIM; 2150; w; SUI; 1995\nGalli, Franco;1720\n');
  await page.waitForSelector(T('paste-preview'));
  const rows2 = await page.$$eval(`${T('paste-preview-row')}`, (rs) => rs.map((r) => [...r.children].map((c) => c.textContent)));
  assert.deepEqual(rows2, [
    ['1', 'Neri, Paola', 'WIM', '2150', 'SUI', '', 'w', '1995'],
    ['2', 'Galli, Franco', '', '1720', '', '', '', ''],
  ]);
  assert.equal(await page.$(T('paste-preview-error')), null);
  await page.click(T('paste-players-add'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 4);
  assert.deepEqual(w.errors, []);
  await context.close();
});

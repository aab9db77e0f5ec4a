// Two gaps an arbiter found (engineer dates): a weekly club event's round dates (one round every
// Thursday, across a year end; or every n days), filled from the start date with the same Level-3
// question before dates typed by hand are replaced; and late entries whose missed rounds count as
// the event's rules say (absent 0 = Z, half-point bye = H, full-point bye = F), in the standings
// and the TRF.
// Run after `trunk build --release`: node --test tests/e2e/dates-late-entry.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHOTS, T, warning, warningClosed as closed, watch, createTournament, addPlayer, pairingsShown, enterResults, useBrowser } from './helpers.mjs';

const env = useBrowser();

test('a weekly event: one round a week from the start date, the same weekday across a year end', { timeout: 60000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Thursday club', 5);
  await page.click(T('tab-data'));
  const dates = () => page.$$eval(T('report-round-date'), (els) => els.map((e) => e.value));
  // Thursday 17 December 2026
  await page.fill(T('settings-start'), '2026-12-17');
  await page.dispatchEvent(T('settings-start'), 'change');
  await page.click(T('fill-dates-weekly'));
  await page.waitForFunction(() => document.querySelector('[data-testid="report-round-date"]').value !== '');
  const weekly = ['2026-12-17', '2026-12-24', '2026-12-31', '2027-01-07', '2027-01-14'];
  assert.deepEqual(await dates(), weekly);
  assert.ok((await dates()).every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 4), 'every round on a Thursday');
  // round 4 moved by hand; every 14 days asks (Level 3) before replacing what was typed
  await page.fill(`${T('report-round-date')}[data-round="4"]`, '2027-01-08');
  await page.dispatchEvent(`${T('report-round-date')}[data-round="4"]`, 'change');
  await page.fill(T('fill-dates-interval'), '14');
  await page.dispatchEvent(T('fill-dates-interval'), 'change');
  await page.click(T('fill-dates-every'));
  let wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.text, /round\(s\) 2, 3, 4, 5 will be replaced/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.deepEqual(await dates(), ['2026-12-17', '2026-12-24', '2026-12-31', '2027-01-08', '2027-01-14'], 'cancelled: nothing replaced');
  // weekly again: only round 4 (typed by hand) is replaced, after the question
  await page.click(T('fill-dates-weekly'));
  wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.text, /round\(s\) 4 will be replaced/);
  await page.click(T('warning-confirm'));
  await closed(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-round-date"]')[3].value === '2027-01-07');
  assert.deepEqual(await dates(), weekly);
  await page.click(T('fill-dates-every'));
  await warning(page);
  await page.click(T('warning-confirm'));
  await closed(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="report-round-date"]')[4].value === '2027-02-11');
  assert.deepEqual(await dates(), ['2026-12-17', '2026-12-31', '2027-01-14', '2027-01-28', '2027-02-11']);
  await page.locator(T('fill-dates')).screenshot({ path: resolve(SHOTS, 'app-round-dates-weekly.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator(T('report-card')).screenshot({ path: resolve(SHOTS, 'app-round-dates-weekly-phone.png') });
  assert.deepEqual(w.errors, []);
  await context.close();
});

// the points column of a player's standings row (rank, no., name, fed., rating, points)
const points = (page, id) => page.$eval(`${T('standings-row')}[data-player="${id}"]`, (tr) => tr.querySelectorAll('td')[5].textContent.trim());
const logRows = (page) => page.$$eval(T('log-row'), (els) => els.map((e) => `${e.dataset.event}@${e.dataset.round}: ${e.textContent}`));

test('a late entry: the rounds he missed count as the rules say (Z, H, F), in the standings, the log and the TRF', { timeout: 90000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Late entries', 5);
  for (const [name, rating] of [['Anna', '2000'], ['Beppe', '1900'], ['Ciro', '1800'], ['Dora', '1700'], ['Ezio', '1600'], ['Fede', '1500']]) {
    await addPlayer(page, { name, rating });
  }
  // before round 1 there is nothing missed to count
  assert.equal(await page.locator(T('late-entry-missed')).count(), 0);
  await page.click(T('tab-rounds'));
  for (let r = 1; r <= 2; r++) {
    await page.click(T('pair-round'));
    const p = await pairingsShown(page, r);
    await enterResults(page, p.rows.map(() => '='));
  }
  // Gianni joins after round 2; the event's rules give a half point for each round missed
  await page.click(T('tab-players'));
  assert.equal(await page.inputValue(T('late-entry-missed')), 'Z', 'no points unless the rules say so (C.04.2.C)');
  await page.selectOption(T('late-entry-missed'), 'H');
  await page.locator(`p:has(${T('late-entry-missed')})`).screenshot({ path: resolve(SHOTS, 'app-late-entry-missed.png') });
  await addPlayer(page, { name: 'Gianni', rating: '1400' });
  await page.waitForSelector(`${T('player-row')}[data-player="7"]`);
  assert.match(await page.textContent(`${T('player-row')}[data-player="7"]`), /Gianni/);

  // the standings count his two half-point byes: 1 point, as the six who drew twice
  await page.click(T('tab-standings'));
  await page.waitForSelector(`${T('standings-row')}[data-player="7"]`);
  assert.equal(await points(page, 7), '1');
  // his card: rounds 1 and 2 not played, each counting as a ½-point bye, changeable
  await page.click(`${T('standings-row')}[data-player="7"] ${T('player-card-link')}`);
  await page.waitForSelector(T('player-card'));
  const missed = () => page.$$eval(`${T('player-card')} ${T('missed-round')}`, (els) => els.map((e) => `${e.dataset.round}:${e.value}`));
  assert.deepEqual(await missed(), ['1:H', '2:H']);
  // round 1 as absent: a correction of a past round's points, asked (Level 3); cancelled first
  const round1 = `${T('player-card')} ${T('missed-round')}[data-round="1"]`;
  await page.selectOption(round1, 'Z');
  let wn = await warning(page);
  assert.equal(wn.level, 3);
  assert.match(wn.text, /Round 1 of player 7, not played, will count as 0 \(absent\) instead of ½ bye/);
  await page.click(T('warning-cancel'));
  await closed(page);
  assert.deepEqual(await missed(), ['1:H', '2:H'], 'cancelled: the card shows the round as it stands');
  assert.equal(await points(page, 7), '1');
  await page.selectOption(round1, 'Z');
  await warning(page);
  await page.click(T('warning-confirm'));
  await closed(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="missed-round"][data-round="1"]').value === 'Z');
  assert.equal(await points(page, 7), '½');
  await page.locator(T('player-card')).screenshot({ path: resolve(SHOTS, 'app-late-entry-card.png') });

  // FIDE mode logs both (### Correction lines), and the TRF writes the letters the engines read
  await page.click(T('tab-data'));
  const log = await logRows(page);
  assert.ok(log.some((l) => /^Correction@2: .*late entry 7: rounds 1-2, not played, counted as half-point bye \(H\)/.test(l)), log.join('\n'));
  assert.ok(log.some((l) => /^Correction@1: .*player 7 did not play round 1: counted as absent, 0 \(Z\) instead of half-point bye \(H\)/.test(l)), log.join('\n'));
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-trf'))]);
  const trf = readFileSync(await dl.path(), 'utf8');
  const line = trf.split('\n').find((l) => l.startsWith('001') && /Gianni/.test(l));
  assert.match(line, /0000 - Z +0000 - H/, line);
  assert.match(trf, /^### Correction @ Round 1: player 7 did not play round 1/m);

  // round 3 pairs him as a player on ½ point, and his card's round 3 is a game or the PAB
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const p3 = await pairingsShown(page, 3);
  assert.ok(p3.bye === 7 || p3.rows.some((b) => b.white === 7 || b.black === 7), 'paired in round 3');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click(T('tab-standings'));
  await page.click(`${T('standings-row')}[data-player="7"] ${T('player-card-link')}`);
  await page.waitForSelector(T('player-card'));
  assert.deepEqual(await missed(), ['1:Z', '2:H'], 'round 3 is not one he missed');
  // round 3 paired: round 1 is two rounds back, closed in FIDE mode as its results are
  await page.selectOption(round1, 'H');
  wn = await warning(page);
  assert.equal(wn.level, 5);
  assert.match(wn.text, /only the previous round \(round 2\) can be corrected/);
  await page.click(T('warning-close'));
  await closed(page);
  assert.deepEqual(await missed(), ['1:Z', '2:H'], 'refused: round 1 still counts 0');
  await page.locator(T('player-card')).screenshot({ path: resolve(SHOTS, 'app-late-entry-card-phone.png') });
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a late entry placed among the players says which numbers moved (C.04.2.B)', async () => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Late and high', 5);
  for (const [name, rating] of [['Anna', '2000'], ['Beppe', '1900'], ['Ciro', '1800'], ['Dora', '1700']]) await addPlayer(page, { name, rating });
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const p = await pairingsShown(page, 1);
  await enterResults(page, p.rows.map(() => '1'));
  await page.click(T('tab-players'));
  await addPlayer(page, { name: 'Zeno', rating: '1950' });
  await page.waitForFunction(() => document.querySelector('[data-testid="player-row"][data-player="2"]')?.textContent.includes('Zeno'));
  assert.match(await page.textContent(T('notice')), /Zeno is pairing number 2 \(C\.04\.2\.B order\); the players numbered 2-4 moved down one number\./);
  assert.deepEqual(w.errors, []);
  await context.close();
});

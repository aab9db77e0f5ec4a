// End-to-end tests of issue 20's backups: every tournament in one JSON file and back, a bad
// file leaves the stored tournaments untouched, the storage note, the reminder after a round.
// Run after `trunk build --release`: node --test tests/e2e/app-backup.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, createTournament, addPlayer, useBrowser, SHOTS } from './helpers.mjs';

const env = useBrowser();

const notice = async (page) => (await page.textContent(T('notice'))).replace('×', '').trim();
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
const upload = (page, name, text) => page.setInputFiles(T('import-all'), { name, mimeType: 'application/json', buffer: Buffer.from(text) });

test('all tournaments in one file; a bad file changes nothing; restored elsewhere; the storage note', async () => {
  const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Club Championship', 5);
  for (const n of ['Anna Berg', 'Bruno Conti', 'Carla Dini']) await addPlayer(page, { name: n, rating: '1800' });
  await page.click(T('back-to-list'));
  await createTournament(page, 'Rapid Cup', 3);
  await addPlayer(page, { name: 'Dario Esposito', rating: '1700' });
  await page.click(T('back-to-list'));
  assert.match(await page.textContent(T('storage-note')), /: \d+ KB used of about 5\.0 MB \(1%\)/);

  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-all'))]);
  assert.match(dl.suggestedFilename(), /^torre-backup-\d{4}-\d\d-\d\d\.json$/);
  const archive = readFileSync(await dl.path(), 'utf8');
  const a = JSON.parse(archive);
  assert.equal(a.kind, 'torre-archive');
  assert.deepEqual(a.tournaments.map((t) => t.doc.tournament.info.name).sort(), ['Club Championship', 'Rapid Cup']);

  // bad files: refused whole, the stored data byte for byte as before
  const before = await stored(page);
  const damaged = JSON.parse(archive);
  damaged.tournaments[1].doc = 'x';
  for (const [name, text, why] of [
    ['broken.json', '{"kind": "torre-archive", "tourn', /not a Torre backup file/],
    ['damaged.json', JSON.stringify(damaged), /tournament 2 in the file cannot be read/],
    ['other.json', '{"hello": 1}', /no schema|schema/i],
  ]) {
    await upload(page, name, text);
    await page.waitForSelector(T('notice'));
    const n = await notice(page);
    assert.match(n, /^Nothing was imported, your tournaments are unchanged: /, n);
    assert.match(n, why, n);
    assert.deepEqual(await stored(page), before, `${name} changed the stored data`);
    await page.click(`${T('notice')} button`).catch(() => {});
  }
  assert.equal(await page.$$eval(T('tournament-row'), (r) => r.length), 2);
  await page.screenshot({ path: resolve(SHOTS, 'app-backup-list.png'), fullPage: true });

  // the same file in a browser without them (e.g. torre.html on a USB stick): both restored
  const other = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page2 = await other.newPage();
  await page2.goto(env.base);
  await upload(page2, 'backup.json', archive);
  await page2.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-row"]').length === 2);
  assert.match(await notice(page2), /tournaments restored 2, already here 0/);
  // restored again: nothing doubled
  await upload(page2, 'backup.json', archive);
  await page2.waitForFunction(() => /already here 2/.test(document.querySelector('[data-testid="notice"]')?.textContent || ''));
  assert.equal(await page2.$$eval(T('tournament-row'), (r) => r.length), 2);
  await page2.click(`${T('tournament-row')}:has-text("Club Championship") ${T('open-tournament')}`);
  await page2.waitForSelector(T('player-row'));
  assert.equal(await page2.$$eval(T('player-row'), (r) => r.length), 3);
  assert.ok(await page2.evaluate(() => document.documentElement.scrollWidth <= 390));
  await other.close();

  // one tournament's file (the data tab's JSON export) goes back in through the same restore:
  // the list has no second JSON import
  assert.equal(await page.locator(T('import-json')).count(), 0, 'no separate single-tournament import');
  await page.click(`${T('tournament-row')}:has-text("Rapid Cup") ${T('open-tournament')}`);
  await page.click(T('tab-data'));
  const [one] = await Promise.all([page.waitForEvent('download'), page.click(T('export-json'))]);
  assert.match(one.suggestedFilename(), /\.torre\.json$/);
  const single = readFileSync(await one.path(), 'utf8');
  assert.equal(JSON.parse(single).doc.tournament.info.name, 'Rapid Cup');
  const third = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page3 = await third.newPage();
  await page3.goto(env.base);
  await upload(page3, one.suggestedFilename(), single);
  await page3.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-row"]').length === 1);
  assert.match(await notice(page3), /tournaments restored 1, already here 0/);
  await page3.click(`${T('tournament-row')}:has-text("Rapid Cup") ${T('open-tournament')}`);
  await page3.waitForSelector(T('player-row'));
  assert.deepEqual(await page3.$$eval(T('player-row'), (r) => r.map((e) => e.textContent.includes('Dario Esposito'))), [true]);
  await third.close();
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a backup is offered when a round is complete, and not again until the next one', async () => {
  const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, 'Reminder', 3);
  for (const n of ['Anna Berg', 'Bruno Conti', 'Carla Dini', 'Dario Esposito']) await addPlayer(page, { name: n });
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(T('pairing-row'));
  assert.equal(await page.$(T('backup-reminder')), null, 'no reminder before the round is complete');
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.keyboard.type('1');
  await page.waitForFunction(() => document.activeElement?.id === 'res-2');
  await page.keyboard.type('0');
  await page.waitForSelector(T('backup-reminder'));
  assert.match(await page.textContent(T('backup-reminder')), /Round 1 is complete and this tournament has no backup since/);
  await page.screenshot({ path: resolve(SHOTS, 'app-backup-reminder.png') });
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('backup-now'))]);
  assert.match(dl.suggestedFilename(), /^Reminder\.torre\.json$/);
  await page.waitForFunction(() => !document.querySelector('[data-testid="backup-reminder"]'));
  // after a reload it stays away (the backup is remembered), and comes back after round 2
  await page.reload();
  await page.waitForSelector(T('pairing-row'));
  assert.equal(await page.$(T('backup-reminder')), null);
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="2"]`);
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await page.keyboard.type('=');
  await page.waitForFunction(() => document.activeElement?.id === 'res-2');
  await page.keyboard.type('=');
  await page.waitForSelector(T('backup-reminder'));
  assert.match(await page.textContent(T('backup-reminder')), /Round 2 is complete/);
  assert.deepEqual(w.errors, []);
  await context.close();
});

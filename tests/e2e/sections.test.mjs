// Several sections per event (issue 21): an event with two sections, players registered in
// each, one moved before round 1, both sections paired; the event's page links to each; a
// tournament saved before events existed still loads, unchanged (migration).
// Run after `trunk build --release`: node --test tests/e2e/sections.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { watch, T, addPlayer, pairingsShown, SHOTS, useBrowser } from './helpers.mjs';

const env = useBrowser();
const FIXTURE = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'saved-before-events.json');

async function addSection(page, name) {
  await page.click(T('add-section'));
  await page.fill(T('tournament-name'), name);
  await page.fill(T('tournament-rounds'), '5');
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
}

const sectionOf = (page) => page.$$eval(T('event-player'), (rows) => Object.fromEntries(rows.map((r) => [r.dataset.name, r.querySelector('[data-testid="event-player-section"]').textContent])));

test('an event with two sections: register, move a player before round 1, pair both', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 1000 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.fill(T('event-name-input'), 'Weekend Open');
  await page.click(T('new-event'));
  await page.waitForSelector(T('event-page'));
  assert.equal(await page.textContent(T('event-name')), 'Weekend Open');
  assert.match(page.url(), /#e=/);
  const eventUrl = page.url();

  await addSection(page, 'Open A');
  for (const [name, rating] of [['Anna', '2200'], ['Beppe', '2150'], ['Ciro', '2100'], ['Dora', '2050']]) {
    await addPlayer(page, { name, rating });
  }
  await page.waitForSelector(`${T('player-row')}[data-player="4"]`);
  // the section's header leads back to its event
  assert.equal(await page.textContent(T('event-crumb')), 'Weekend Open');
  await page.click(T('event-crumb'));
  await page.waitForSelector(T('event-page'));
  await addSection(page, 'Open B');
  for (const [name, rating] of [['Ezio', '1700'], ['Fabia', '1650'], ['Gino', '1600']]) {
    await addPlayer(page, { name, rating });
  }
  await page.waitForSelector(`${T('player-row')}[data-player="3"]`);
  await page.goto(eventUrl);
  await page.waitForSelector(`${T('section-row')} >> nth=1`);
  assert.deepEqual(await page.$$eval(`${T('open-section')}`, (a) => a.map((x) => x.textContent)), ['Open A', 'Open B']);
  let sections = await sectionOf(page);
  assert.equal(Object.keys(sections).length, 7, 'one registry: the players of both sections');
  assert.equal(sections.Dora, 'Open A');

  // Dora moves down to Open B before round 1
  await page.selectOption(`${T('event-player')}[data-name="Dora"] ${T('move-to-section')}`, { label: 'Open B' });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="event-player"][data-name="Dora"] [data-testid="event-player-section"]')].some((e) => e.textContent === 'Open B'));
  sections = await sectionOf(page);
  assert.equal(sections.Dora, 'Open B');
  assert.equal(await page.inputValue(`${T('event-player')}[data-name="Dora"] ${T('move-to-section')}`), '', 'the choice is reset');
  assert.equal(Object.keys(sections).length, 7, 'nobody lost, nobody twice');
  assert.match(await page.textContent(`${T('section-row')} >> nth=0`), /3 players/);
  assert.match(await page.textContent(`${T('section-row')} >> nth=1`), /4 players/);
  await page.screenshot({ path: resolve(SHOTS, 'app-event.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: resolve(SHOTS, 'app-phone-event.png'), fullPage: true });
  await page.setViewportSize({ width: 1100, height: 1000 });

  // pair round 1 of each section: Open A has 3 players (one board and the PAB), Open B 4
  await page.click(`${T('open-section')} >> text=Open A`);
  await page.waitForSelector(T('player-name'));
  assert.deepEqual(await page.$$eval(T('player-row'), (rows) => rows.map((r) => r.children[2].textContent)), ['Anna', 'Beppe', 'Ciro']);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const a1 = await pairingsShown(page, 1);
  assert.equal(a1.rows.length, 1);
  assert.equal(a1.bye, 3);
  await page.click(T('event-crumb'));
  await page.click(`${T('open-section')} >> text=Open B`);
  await page.waitForSelector(T('player-name'));
  // Dora is Open B's top seed now (pairing number 1, by rating)
  assert.equal(await page.textContent(`${T('player-row')}[data-player="1"] td:nth-child(3)`), 'Dora');
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  const b1 = await pairingsShown(page, 1);
  assert.deepEqual(b1.rows.map((b) => `${b.white}-${b.black}`), ['1-3', '4-2']);

  // once a section has started, its players can no longer be moved (nor moved into it)
  await page.click(T('event-crumb'));
  await page.waitForSelector(T('event-players'));
  assert.equal(await page.locator(T('move-to-section')).count(), 0);
  assert.match(await page.textContent(`${T('section-row')} >> nth=0`), /round 1 of 5/);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a tournament saved before events existed loads as before, standalone, and is not rewritten', async () => {
  const saved = readFileSync(FIXTURE, 'utf8').trim();
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.evaluate((text) => localStorage.setItem('torre.t.legacy0000001', text), saved);
  await page.reload();
  await page.waitForSelector(`${T('tournament-row')}[data-id="legacy0000001"]`);
  assert.equal(await page.locator(T('unreadable-row')).count(), 0);
  assert.equal(await page.locator(T('event-row')).count(), 0, 'no event appears by itself');
  await page.click(`${T('tournament-row')}[data-id="legacy0000001"] ${T('open-tournament')}`);
  const r1 = await pairingsShown(page, 1);
  const before = JSON.parse(saved).doc.tournament;
  assert.equal(r1.rows.length, Math.floor(before.players.length / 2));
  assert.equal(await page.locator(T('event-crumb')).count(), 0, 'standalone: no event in the header');
  await page.click(T('tab-players'));
  assert.equal(await page.locator(T('player-row')).count(), before.players.length);
  // opening and looking never writes: the stored text is byte for byte the saved one
  assert.equal(await page.evaluate(() => localStorage.getItem('torre.t.legacy0000001')), saved);
  // a change (pairing round 2) is saved in the same layout, no event field for a standalone one
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await pairingsShown(page, 2);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('torre.t.legacy0000001')).rev === 8);
  const after = JSON.parse(await page.evaluate(() => localStorage.getItem('torre.t.legacy0000001')));
  assert.equal(after.schema, 1);
  assert.ok(!('event' in after.doc));
  assert.deepEqual(after.doc.tournament.players.map((p) => p.name), before.players.map((p) => p.name));
  assert.deepEqual(after.doc.tournament.forbidden_pairs, [[2, 3]]);
  assert.deepEqual(after.doc.tournament.players.map((p) => p.rounds[0]), before.players.map((p) => p.rounds[0]));
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a moved player takes a prohibited pairing along; an event is renamed, backed up and deleted', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.fill(T('event-name-input'), 'Club Open');
  await page.click(T('new-event'));
  await page.waitForSelector(T('event-page'));
  const eventUrl = page.url();
  await addSection(page, 'Open A');
  for (const [name, rating] of [['Anna', '2200'], ['Beppe', '2150'], ['Ciro', '2100']]) await addPlayer(page, { name, rating });
  await page.waitForSelector(`${T('player-row')}[data-player="3"]`);
  // Anna and Beppe are siblings
  await page.selectOption(T('prohibited-first'), '1');
  await page.selectOption(T('prohibited-second'), '2');
  await page.click(T('prohibited-add'));
  await page.waitForSelector(`${T('prohibited-row')}[data-pair="1-2"]`);
  await page.click(T('event-crumb'));
  await addSection(page, 'Open B');
  await addPlayer(page, { name: 'Dora', rating: '1700' });
  await page.waitForSelector(`${T('player-row')}[data-player="1"]`);

  // Anna moves to Open B: the arbiter is told that the pairing with Beppe stays with the event
  await page.goto(eventUrl);
  await page.waitForSelector(`${T('section-row')} >> nth=1`);
  await page.selectOption(`${T('event-player')}[data-name="Anna"] ${T('move-to-section')}`, { label: 'Open B' });
  await page.waitForSelector(T('notice'));
  assert.match(await page.textContent(T('notice')), /Player moved\. The prohibited pairings of Anna with Beppe are kept by the event/);
  // Beppe follows: the pairing applies in Open B again
  await page.selectOption(`${T('event-player')}[data-name="Beppe"] ${T('move-to-section')}`, { label: 'Open B' });
  await page.waitForFunction(() => /Anna – Beppe applies in this section again/.test(document.querySelector('[data-testid="notice"]')?.textContent ?? ''));
  await page.screenshot({ path: resolve(SHOTS, 'app-event-moved-prohibited.png'), fullPage: true });
  await page.click(`${T('open-section')} >> text=Open B`);
  await page.waitForSelector(T('player-name'));
  const ids = Object.fromEntries(await page.$$eval(T('player-row'), (rows) => rows.map((r) => [r.children[2].textContent.replace(/ ≠ .*/, ''), r.dataset.player])));
  assert.deepEqual(Object.keys(ids).sort(), ['Anna', 'Beppe', 'Dora']);
  const pair = [ids.Anna, ids.Beppe].map(Number).sort((a, b) => a - b).join('-');
  assert.deepEqual(await page.$$eval(T('prohibited-row'), (els) => els.map((e) => e.dataset.pair)), [pair]);

  // rename the event: its page, the crumb and the list follow
  await page.goto(eventUrl);
  await page.click(T('event-rename'));
  await page.fill(T('event-rename-input'), 'Club Open 2026');
  await page.click(T('event-rename-save'));
  await page.waitForFunction(() => document.querySelector('[data-testid="event-name"]')?.textContent === 'Club Open 2026');
  await page.click(`${T('open-section')} >> text=Open A`);
  assert.equal(await page.textContent(T('event-crumb')), 'Club Open 2026');
  await page.click(T('back-to-list'));
  assert.ok((await page.$$eval(T('open-event'), (a) => a.map((x) => x.textContent))).includes('Club Open 2026'));

  // delete: the question names what goes, offers the backup; cancel keeps everything
  await page.goto(eventUrl);
  await page.click(T('event-delete'));
  assert.match(await page.textContent(T('event-delete-confirm')), /Delete the event "Club Open 2026" with its 2 sections and 4 players for good\?/);
  await page.screenshot({ path: resolve(SHOTS, 'app-event-delete.png'), fullPage: true });
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('event-backup'))]);
  const backup = JSON.parse(readFileSync(await dl.path(), 'utf8'));
  assert.equal(dl.suggestedFilename(), 'Club-Open-2026.torre-event.json');
  assert.deepEqual(backup.events.map((e) => e.event.name), ['Club Open 2026']);
  assert.deepEqual(backup.tournaments.map((t) => t.doc.tournament.info.name).sort(), ['Open A', 'Open B']);
  await page.click(T('event-delete-cancel'));
  assert.equal(await page.locator(T('section-row')).count(), 2);
  const stored = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('torre.t.') || k.startsWith('torre.e.')).length);
  assert.equal(await stored(), 3);
  await page.click(T('event-delete'));
  await page.click(T('event-delete-yes'));
  await page.waitForSelector(T('events'));
  assert.equal(await stored(), 0, 'the event and its sections are gone');
  assert.equal(await page.locator(T('event-row')).count(), 0);

  // the backup brings the event back whole: its name, its sections, the prohibited pairing
  const file = resolve(await dl.path());
  await page.setInputFiles(T('import-all'), file);
  await page.waitForSelector(`${T('event-row')}`);
  assert.deepEqual(await page.$$eval(T('open-event'), (a) => a.map((x) => x.textContent)), ['Club Open 2026']);
  await page.click(T('open-event'));
  await page.waitForSelector(`${T('section-row')} >> nth=1`);
  assert.equal(await page.locator(T('event-player')).count(), 4);
  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

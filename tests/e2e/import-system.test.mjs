// A TRF-16 file has no field for its pairing system. Imported into a tournament created with a
// system, it keeps that system (it was replaced by the reader's Dutch default, so a Dubov event
// fed its own file became Dutch and every Dubov round "differed"); a new tournament made from
// such a file is checked as Dutch, and when rounds differ the arbiter is told why that may be
// and what to do.
// Run after `trunk build --release`:  node --test tests/e2e/import-system.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { watch, T, useBrowser, SHARED, warning, warningClosed } from './helpers.mjs';

const env = useBrowser();
// a Dubov 2026 corpus file without a 192 record: its 4 rounds are Torre's Dubov pairings; round 3
// is not the Dutch pairing
const FILE = resolve(SHARED, 'conformance/dubov-2026/agreed/n0008-r05-s206-k4.trf');
const upload = (page, id) => page.setInputFiles(T(id), { name: 'club.trf', mimeType: 'text/plain', buffer: readFileSync(FILE) });

test('a TRF-16 file imported into a Dubov tournament stays Dubov; a new one from it says the system was assumed', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), 'Dubov club');
  await page.selectOption(T('tournament-system'), 'dubov');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
  await upload(page, 'import-trf');
  // every round is the Dubov pairing: nothing to confirm
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 8);
  assert.equal(await page.locator(T('warning-dialog')).count(), 0);
  // the notice says what came in with the players; the tournament keeps the name it was given
  assert.match(await page.textContent(T('notice')), /8 players and rounds 1-4 imported, with their results, from the file\./);
  assert.match(await page.textContent(T('open-tournament-name')), /Dubov club/);
  await page.click(T('tab-data'));
  assert.match(await page.textContent(T('settings-system')), /Dubov/);

  // a new tournament from the same file: checked as Dutch, round 3 differs, and why
  await page.click(T('back-to-list'));
  await upload(page, 'import-trf-new');
  const wn = await warning(page);
  assert.match(wn.text, /Round 3 of the file is not the pairing Torre's checker makes/);
  assert.match(wn.text, /does not say which pairing system paired it \(no 192 record\), so it was checked with Dutch/);
  await page.click(T('warning-cancel'));
  await warningClosed(page);
  assert.deepEqual(w.errors, []);
  await context.close();
});

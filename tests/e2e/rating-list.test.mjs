// The FIDE rating list in the app (issue 21): a generated 200,000-player list (FIDE's combined
// fixed-column TXT) loaded with a progress bar, kept in IndexedDB across a reload, searched by
// name and by FIDE ID while registering (the form filled from the list), a newer list (a zip
// holding FIDE's XML) updating the registered players before round 1 after showing the
// changes, corrupt files refused with a located message, the tournaments in localStorage
// untouched. The load time is measured by scripts/bench-ratinglist.mjs, not here.
// Run after `trunk build --release`: node --test tests/e2e/rating-list.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { watch, T, createTournament, SHOTS, useBrowser } from './helpers.mjs';
import { players, txtList, xmlList, zip, txtLine, COMBINED_HEADER } from './rating-list-files.mjs';

const env = useBrowser();
const N = 200000;

/** The tournaments' keys and texts in localStorage. */
const tournaments = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('torre.t.')).map((k) => [k, localStorage.getItem(k)])));

/** Pick `file`; wait until it is stored (the status names it) or refused (an error). */
async function load(page, file) {
  await page.setInputFiles(T('rating-list-file'), file);
  const name = file.split('/').pop();
  await page.waitForFunction((n) => !document.querySelector('[data-testid="rating-list-progress"]')
    && (document.querySelector('[data-testid="rating-list-error"]') || document.querySelector('[data-testid="rating-list-status"]')?.textContent.includes(n)), name, { timeout: 120000 });
}

async function search(page, q) {
  await page.fill(T('rating-list-search'), q);
  await page.waitForSelector(T('rating-list-results'));
  return page.$$eval(T('rating-list-result'), (els) => els.map((e) => ({ id: Number(e.dataset.fideId), text: e.textContent })));
}

const form = (page) => page.evaluate(() => Object.fromEntries(['name', 'title', 'rating', 'federation', 'fide-id', 'sex', 'birth']
  .map((f) => [f, document.querySelector(`[data-testid="player-${f}"]`).value])));

test('rating list: 200,000 players loaded, searched, registered, updated from a newer zipped list', { timeout: 600000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'torre-rl-'));
  try {
    const txt = join(dir, 'players_list_foa.txt');
    writeFileSync(txt, txtList(players(N)));
    // the newer list: FIDE's standard XML list, zipped; Vukovic gained 14 points, Marchetti became WGM
    const newer = players(N, 5).map((p) => (p.id === 2400123 ? { ...p, std: 2602 } : p.id === 862001 ? { ...p, tit: 'WGM', wtit: 'WGM' } : p));
    const zipped = join(dir, 'standard_apr26frl_xml.zip');
    writeFileSync(zipped, zip([['standard_apr26frl_xml.xml', xmlList(newer)]]));

    const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const w = watch(context, page);
    await page.goto(env.base);
    await createTournament(page, 'Rated Open', 5);
    assert.match(await page.textContent(T('rating-list-none')), /No rating list yet/);
    assert.equal(await page.locator(T('rating-list-search')).count(), 0, 'no search without a list');
    const before = await tournaments(page);

    // the progress bar is seen while reading (recorded by an observer: the load is quick)
    await page.evaluate(() => {
      window.__progress = 0;
      new MutationObserver(() => { if (document.querySelector('[data-testid="rating-list-progress"] progress')) window.__progress++; })
        .observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await load(page, txt);
    assert.match(await page.textContent(T('rating-list-status')), /players_list_foa\.txt: 200,000 players/);
    assert.ok(await page.evaluate(() => window.__progress) > 0, 'a progress bar was shown');
    assert.deepEqual(await tournaments(page), before, 'loading the list leaves the tournaments in localStorage untouched');
    const used = await page.evaluate(() => Object.keys(localStorage).reduce((n, k) => n + k.length + localStorage.getItem(k).length, 0));
    assert.ok(used < 20000, `localStorage holds ${used} characters: the list is not there`);
    assert.deepEqual(await page.$$eval(`${T('rating-list-kind')} option`, (o) => o.map((e) => e.value)), ['standard', 'rapid', 'blitz']);

    // by name (words in any order, any case): picking fills the form
    const byName = await search(page, 'ljubomir vukov');
    assert.equal(byName[0].id, 2400123);
    await page.click(`${T('rating-list-result')}[data-fide-id="2400123"]`);
    assert.deepEqual(await form(page), { name: 'Vukovic, Ljubomir', title: 'GM', rating: '2588', federation: 'SRB', 'fide-id': '2400123', sex: 'm', birth: '1985' });
    await page.click(T('add-player'));
    // by FIDE ID, with the rapid ratings chosen
    await page.selectOption(T('rating-list-kind'), 'rapid');
    const byId = await search(page, '862001');
    assert.equal(byId[0].id, 862001);
    await page.screenshot({ path: join(SHOTS, 'rating-list-search.png') });
    await page.press(T('rating-list-search'), 'Enter');
    assert.deepEqual(await form(page), { name: 'Marchetti, Giulia', title: 'WIM', rating: '2250', federation: 'ITA', 'fide-id': '862001', sex: 'w', birth: '1999' });
    await page.click(T('add-player'));
    await page.selectOption(T('rating-list-kind'), 'standard');
    assert.equal(await page.locator(T('player-row')).count(), 2);
    await page.fill(T('rating-list-search'), 'zzzz nobody');
    await page.waitForSelector(T('rating-list-no-match'));
    await page.fill(T('rating-list-search'), '');

    // after a reload the list comes back from IndexedDB (and the rating kind chosen)
    await page.reload();
    await page.waitForSelector(T('rating-list-status'), { timeout: 60000 });
    assert.match(await page.textContent(T('rating-list-status')), /200,000 players/);
    assert.equal(await page.inputValue(T('rating-list-kind')), 'standard');
    assert.equal((await search(page, '10199999'))[0].id, 10199999);
    await page.fill(T('rating-list-search'), '');

    // a newer list (zip of FIDE's XML) replaces it; the changes are shown, then applied
    await load(page, zipped);
    assert.match(await page.textContent(T('rating-list-status')), /standard_apr26frl_xml\.zip \(standard_apr26frl_xml\.xml\): 200,000 players, list of 2026-04/);
    assert.equal(await page.locator(T('rating-list-kind')).count(), 0, 'a single list has one rating');
    await page.click(T('rating-list-compare'));
    const rows = await page.$$eval(T('rating-list-change'), (els) => els.map((e) => [...e.children].map((c) => c.textContent)));
    assert.deepEqual(rows, [['1', 'Vukovic, Ljubomir', '2588 → 2602', '', ''], ['2', 'Marchetti, Giulia', '2250 → 2301', 'WIM → WGM', '']]);
    await page.screenshot({ path: join(SHOTS, 'rating-list-update.png') });
    await page.click(T('rating-list-apply'));
    const table = await page.$$eval(T('player-row'), (els) => els.map((e) => [e.children[1].textContent, e.children[2].textContent, e.children[3].textContent]));
    assert.deepEqual(table, [['GM', 'Vukovic, Ljubomir', '2602'], ['WGM', 'Marchetti, Giulia', '2301']]);
    await page.click(T('rating-list-compare'));
    assert.equal(await page.locator(T('rating-list-no-changes')).count(), 1, 'nothing left to update');

    // unreadable files: a located message, the stored list kept
    const bad = join(dir, 'broken_list.txt');
    writeFileSync(bad, [COMBINED_HEADER, txtLine(players(3)[2]), txtLine(players(3)[0]).replace('2588', '25B8'), ''].join('\n'));
    await load(page, bad);
    assert.match(await page.textContent(T('rating-list-error')), /broken_list\.txt cannot be read as a FIDE rating list: line 3, column 114: the rating "25B8" is not a number/);
    const cut = join(dir, 'cut.zip');
    const z = zip([['players.txt', txtList(players(1000))]]);
    writeFileSync(cut, z.subarray(0, z.length - 40));
    await load(page, cut);
    assert.match(await page.textContent(T('rating-list-error')), /cut\.zip cannot be read as a FIDE rating list: the zip file has no end-of-central-directory record/);
    assert.match(await page.textContent(T('rating-list-status')), /standard_apr26frl_xml\.zip/);
    await page.screenshot({ path: join(SHOTS, 'rating-list-error.png') });

    // phone size
    await page.setViewportSize({ width: 390, height: 844 });
    await search(page, 'marchetti');
    await page.screenshot({ path: join(SHOTS, 'rating-list-phone.png'), fullPage: true });
    assert.deepEqual(w.foreign, []);
    assert.deepEqual(w.errors, []);
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Pick a file the list refuses; wait for the message naming it. */
async function loadBad(page, file) {
  await page.setInputFiles(T('rating-list-file'), file);
  await page.waitForFunction((n) => document.querySelector('[data-testid="rating-list-error"]')?.textContent.includes(n), file.split('/').pop());
}

test('rating list errors in Italian: where (riga, colonna, byte) and what', { timeout: 120000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'torre-rl-it-'));
  try {
    const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await context.newPage();
    const w = watch(context, page);
    await page.goto(env.base);
    await page.selectOption(T('language'), 'it');
    await createTournament(page, 'Open Elo', 5);
    const bad = join(dir, 'lista_rotta.txt');
    writeFileSync(bad, [COMBINED_HEADER, txtLine(players(3)[2]), txtLine(players(3)[0]).replace('2588', '25B8'), ''].join('\n'));
    await loadBad(page, bad);
    assert.match(await page.textContent(T('rating-list-error')), /lista_rotta\.txt non si può leggere come lista Elo FIDE: riga 3, colonna 114: l'Elo "25B8" non è un numero/);
    const xml = join(dir, 'standard.xml');
    writeFileSync(xml, '<?xml version="1.0"?>\n<playerslist>\n<player><name>Rossi</name><rating>2000</rating></player>\n</playerslist>\n');
    await loadBad(page, xml);
    assert.match(await page.textContent(T('rating-list-error')), /standard\.xml non si può leggere come lista Elo FIDE: byte \d+ \(riga 3\): un <player> senza <fideid>/);
    const cut = join(dir, 'tagliato.zip');
    const z = zip([['players.txt', txtList(players(50))]]);
    writeFileSync(cut, z.subarray(0, z.length - 40));
    await loadBad(page, cut);
    assert.match(await page.textContent(T('rating-list-error')), /tagliato\.zip non si può leggere come lista Elo FIDE: il file zip non ha il record di fine della directory centrale/);
    await page.screenshot({ path: join(SHOTS, 'rating-list-error-it.png') });
    assert.deepEqual(w.errors, []);
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// "Nothing may ever be lost": hostile tests of the app's saving. A browser killed right after a
// result (a dead battery), a tab closed with a change not saved, a tournament saved by a newer
// Torre, damaged stored data, a backup over tournaments already here, a full storage mid-import.
// Run after `trunk build --release`: node --test tests/e2e/safekeep.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { T, createTournament, addPlayer, useBrowser, watch, SHOTS } from './helpers.mjs';

const env = useBrowser();

const notice = async (page) => (await page.textContent(T('notice'))).replace('×', '').trim();
const stored = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
const upload = (page, name, text) => page.setInputFiles(T('import-all'), { name, mimeType: 'application/json', buffer: Buffer.from(text) });
const tournaments = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('torre.t.')).map((k) => JSON.parse(localStorage.getItem(k))));

/** A phone (390x844) with a new three-round tournament `name` holding one player, open. */
async function phoneWithOnePlayer(name) {
  const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await createTournament(page, name, 3);
  await addPlayer(page, { name: 'Anna Berg' });
  await page.waitForSelector(T('player-row'));
  return { context, page, w };
}

/** A four-player tournament with round 1 paired, in `page`. */
async function pairedFour(page, name) {
  await createTournament(page, name, 3);
  for (const n of ['Anna Berg', 'Bruno Conti', 'Carla Dini', 'Dario Esposito']) await addPlayer(page, { name: n });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 4);
  await page.click(T('tab-rounds'));
  await page.click(T('pair-round'));
  await page.waitForSelector(T('pairing-row'));
}

/** Chromium with its own profile, driven over CDP, so that the test can kill it like a dead
 *  battery (SIGKILL to the whole process group: nothing is flushed on the way out). */
async function killableChromium(profile) {
  const proc = spawn('/usr/bin/chromium', [
    '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank',
  ], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const ws = await new Promise((res, rej) => {
    let err = '';
    const timer = setTimeout(() => rej(new Error('chromium did not start: ' + err)), 20000);
    proc.stderr.on('data', (c) => {
      err += c;
      const m = err.match(/DevTools listening on (ws:\S+)/);
      if (m) { clearTimeout(timer); res(m[1]); }
    });
  });
  const exited = new Promise((r) => proc.once('exit', r));
  const browser = await chromium.connectOverCDP(ws);
  return { browser, kill: () => { try { process.kill(-proc.pid, 'SIGKILL'); } catch { /* gone */ } return exited; } };
}

test('a result typed a moment before the browser dies is there after the restart', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'torre-kill-'));
  let c;
  try {
    c = await killableChromium(profile);
    let page = await c.browser.contexts()[0].newPage();
    await page.goto(env.base);
    await pairedFour(page, 'Power cut');
    const url = page.url();
    // (without the journal, nothing of this tournament had reached the disk yet)
    await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
    await page.keyboard.type('1');
    await page.waitForFunction(() => document.activeElement?.id === 'res-2');
    await page.waitForTimeout(200);
    await c.kill();
    c = await killableChromium(profile);
    page = await c.browser.contexts()[0].newPage();
    await page.goto(url);
    await page.waitForSelector(T('pairing-row'));
    const results = await page.$$eval(T('result-input'), (els) => els.map((e) => e.value));
    assert.deepEqual(results, ['1-0', ''], 'the last result survives a killed browser');
    assert.match(await notice(page), /1 tournament\(s\) restored from the save journal/);
  } finally {
    await c?.kill();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a tournament saved by a newer Torre: saving pauses and asks, the original is kept and exported as it is', async () => {
  const { context, page, w } = await phoneWithOnePlayer('Future');
  const url = page.url();
  // a newer Torre wrote fields this one does not know
  const key = await page.evaluate(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith('torre.t.'));
    const v = JSON.parse(localStorage.getItem(k));
    v.doc.clock = { base: 5400, increment: 30 };
    v.doc.tournament.players[0].nickname = 'Annie';
    localStorage.setItem(k, JSON.stringify(v));
    return k;
  });
  const original = await page.evaluate((k) => localStorage.getItem(k), key);
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector(T('unknown-fields'));
  assert.match(await page.textContent(T('unknown-fields')), /does not know doc\.clock, doc\.tournament\.players\[0\]\.nickname\. Saving is paused/);
  await page.screenshot({ path: resolve(SHOTS, 'safekeep-unknown-fields-phone.png') });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'the banner fits the phone');
  // a change is kept on screen, not saved over the unknown fields
  await addPlayer(page, { name: 'Bruno Conti' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 2);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), original);
  assert.equal(await page.textContent(T('save-state')), 'Not saved');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('download-original'))]);
  assert.equal(readFileSync(await dl.path(), 'utf8'), original);
  // the full backup carries them too, as stored
  await page.click(T('back-to-list'));
  const [all] = await Promise.all([page.waitForEvent('download'), page.click(T('export-all'))]);
  const archive = JSON.parse(readFileSync(await all.path(), 'utf8'));
  assert.deepEqual(archive.tournaments[0].doc.clock, { base: 5400, increment: 30 });
  // restored in another browser, it is stored as written in the file, its fields kept
  const other = await env.browser.newContext();
  const page2 = await other.newPage();
  await page2.goto(env.base);
  await upload(page2, 'backup.json', JSON.stringify(archive));
  await page2.waitForSelector(T('tournament-row'));
  assert.deepEqual(await tournaments(page2), archive.tournaments);
  await other.close();
  // going on without them: saved, the fields gone by the arbiter's choice
  await page.click(`${T('tournament-row')}:has-text("Future") ${T('open-tournament')}`);
  await page.click(T('drop-unknown'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="unknown-fields"]'));
  const now = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), key);
  assert.equal(now.doc.clock, undefined);
  assert.equal(await page.textContent(T('save-state')), 'Saved');
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a backup over different tournaments here asks first; replace downloads them first; export-import is exact', async () => {
  const { context, page, w } = await phoneWithOnePlayer('Club Open');
  await page.click(T('back-to-list'));
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-all'))]);
  const archive = readFileSync(await dl.path(), 'utf8');
  // exact: the stored envelopes, byte for byte as JSON values
  const here = await tournaments(page);
  assert.deepEqual(JSON.parse(archive).tournaments, here);
  // the tournament goes on here after the backup
  await page.click(`${T('tournament-row')}:has-text("Club Open") ${T('open-tournament')}`);
  await addPlayer(page, { name: 'Bruno Conti' });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 2);
  await page.click(T('back-to-list'));
  const before = await stored(page);

  await upload(page, 'backup.json', archive);
  await page.waitForSelector(T('import-question'));
  assert.match(await page.textContent(T('import-question')), /backup\.json holds 1 tournament\(s\) that are also here with a different content: Club Open/);
  assert.deepEqual(await stored(page), before, 'nothing stored before the answer');
  await page.locator(T('import-question')).scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(SHOTS, 'safekeep-import-question-phone.png') });
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'the question fits the phone');
  await page.click(T('import-cancel'));
  assert.deepEqual(await stored(page), before);

  await upload(page, 'backup.json', archive);
  await page.click(T('import-copies'));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="tournament-row"]').length === 2);
  assert.match(await notice(page), /tournaments restored 1, already here 0/);

  await upload(page, 'backup.json', archive);
  const [replaced] = await Promise.all([page.waitForEvent('download'), page.click(T('import-replace'))]);
  assert.match(replaced.suggestedFilename(), /^torre-replaced-\d{4}-\d\d-\d\d\.json$/);
  const saved = JSON.parse(readFileSync(await replaced.path(), 'utf8'));
  assert.deepEqual(saved.tournaments.map((t) => t.doc.tournament.players.length), [2], 'the version here, two players, downloaded first');
  await page.waitForFunction(() => /1 replaced by the file/.test(document.querySelector('[data-testid="notice"]')?.textContent || ''));
  const id = JSON.parse(archive).tournaments[0].id;
  assert.deepEqual(await page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `torre.t.${id}`), JSON.parse(archive).tournaments[0]);
  // and in a fresh browser, the same file gives the same stored data back
  const other = await env.browser.newContext();
  const page2 = await other.newPage();
  await page2.goto(env.base);
  await upload(page2, 'backup.json', archive);
  await page2.waitForSelector(T('tournament-row'));
  assert.deepEqual(await tournaments(page2), JSON.parse(archive).tournaments);
  await other.close();
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a backup of a browser with damaged data keeps it; a full storage mid-import imports nothing', async () => {
  const context = await env.browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(env.base);
  await createTournament(page, 'Kept', 3);
  await page.click(T('back-to-list'));
  const damagedEvent = '{"schema":1,"id":"ev1","saved":1,"event":{"name":"Weekend';
  await page.evaluate((e) => {
    localStorage.setItem('torre.t.damaged', '{"schema":1,"id":"damaged","doc":{"tournament":{"info":{"name":"Half written');
    localStorage.setItem('torre.e.ev1', e);
  }, damagedEvent);
  await page.reload();
  await page.waitForSelector(T('unreadable-row'));
  // which tournament or event it was, as far as its name can be read; a damaged event is
  // listed too (it was not: not listed, not in the backup)
  const rows = (await page.$$eval(T('unreadable-row'), (els) => els.map((e) => e.textContent))).join('\n');
  assert.match(rows, /"Half written" \(the name as far as it can be read\): /);
  assert.match(rows, /torre\.e\.ev1.*"Weekend" \(the name as far as it can be read\)|"Weekend" \(the name as far as it can be read\).*torre\.e\.ev1/);
  const [dl] = await Promise.all([page.waitForEvent('download'), page.click(T('export-all'))]);
  const archive = readFileSync(await dl.path(), 'utf8');
  assert.deepEqual(JSON.parse(archive).unreadable.map(([k]) => k).sort(), ['torre.e.ev1', 'torre.t.damaged']);
  // a backup's readable event of the same id does not overwrite the damaged one here
  const withEvent = { ...JSON.parse(archive), tournaments: [], unreadable: [], events: [{ schema: 1, id: 'ev1', saved: 2, event: { name: 'Other' } }] };
  await upload(page, 'event.json', JSON.stringify(withEvent));
  await page.waitForSelector(T('notice'));
  assert.equal(await page.evaluate(() => localStorage.getItem('torre.e.ev1')), damagedEvent);

  const other = await env.browser.newContext();
  const page2 = await other.newPage();
  await page2.goto(env.base);
  await upload(page2, 'backup.json', archive);
  await page2.waitForSelector(T('unreadable-row'));
  assert.match(await notice(page2), /2 unreadable entries of the file kept as they were/);
  assert.equal(await page2.evaluate(() => localStorage.getItem('torre.t.damaged')), '{"schema":1,"id":"damaged","doc":{"tournament":{"info":{"name":"Half written');
  assert.equal(await page2.evaluate(() => localStorage.getItem('torre.e.ev1')), damagedEvent);

  // a two-tournament file into a storage with room for one: nothing imported, as it says
  const big = JSON.parse(archive);
  big.unreadable = [];
  const pad = 'x'.repeat(600 * 1024);
  big.tournaments = [0, 1].map((i) => ({ ...big.tournaments[0], id: `big${i}`, doc: { ...big.tournaments[0].doc, tournament: { ...big.tournaments[0].doc.tournament, info: { ...big.tournaments[0].doc.tournament.info, name: `Big ${i}`, city: pad } } } }));
  const page3 = await (await env.browser.newContext()).newPage();
  await page3.goto(env.base);
  await page3.evaluate(() => {
    const chunk = 'x'.repeat(256 * 1024);
    try { for (let i = 0; i < 1000; i++) localStorage.setItem(`junk.${i}`, chunk); } catch { /* full */ }
    for (const size of [4096, 64, 1]) {
      try { for (let i = 0; i < 100000; i++) localStorage.setItem(`j.${size}.${i}`, 'y'.repeat(size)); } catch { /* full at this size */ }
    }
    // room for one big tournament (600 K characters), not two
    for (let i = 0; i < 3; i++) localStorage.removeItem(`junk.${i}`);
  });
  const before = await page3.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('torre.')).sort());
  await upload(page3, 'big.json', JSON.stringify(big));
  await page3.waitForSelector(T('notice'));
  assert.match(await notice(page3), /^Nothing was imported, your tournaments are unchanged: Storage is full/);
  assert.deepEqual(await page3.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('torre.')).sort()), before);
  // (there was room for one of them: the first was stored, then taken back)
  await page3.click(`${T('notice')} button`);
  await upload(page3, 'one.json', JSON.stringify(big.tournaments[0]));
  await page3.waitForSelector(T('tournament-row'));
  assert.match(await notice(page3), /one\.json: tournaments restored 1/);
  await other.close();
  await context.close();
});

test('two tabs: the stale tab is told, saves nothing over the other, and asks before it is closed', async () => {
  const context = await env.browser.newContext();
  const a = await context.newPage();
  await a.goto(env.base);
  await pairedFour(a, 'Two tabs');
  const b = await context.newPage();
  await b.goto(a.url());
  await b.waitForSelector(T('pairing-row'));
  // A enters a result; B, stale, changes something else
  await a.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  await a.keyboard.type('1');
  await a.waitForFunction(() => document.activeElement?.id === 'res-2');
  await b.waitForSelector(T('conflict'));
  await b.click(`${T('pairing-row')}[data-board="2"] ${T('result-input')}`);
  await b.keyboard.type('0');
  assert.equal(await b.textContent(T('save-state')), 'Not saved');
  // closing B now would drop its change: the browser asks
  const asked = new Promise((res) => {
    b.once('dialog', (d) => { res(d.type()); d.dismiss(); });
    setTimeout(() => res('no question'), 3000);
  });
  await b.close({ runBeforeUnload: true });
  assert.equal(await asked, 'beforeunload');
  // A's result is what is stored
  await a.reload();
  await a.waitForSelector(T('pairing-row'));
  assert.deepEqual(await a.$$eval(T('result-input'), (els) => els.map((e) => e.value)), ['1-0', '']);
  await context.close();
});

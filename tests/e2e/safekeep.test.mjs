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

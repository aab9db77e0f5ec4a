// Shared helpers for the browser tests: static server on port 0, system Chromium through
// playwright-core (no browser download), the seed TRF parser.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = resolve(ROOT, process.env.E2E_DIST || 'dist');
export const SHARED = resolve(ROOT, '..', 'shared');
export const SHOTS = resolve(ROOT, 'docs', 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** For the tests of one file: serve dist/ and launch Chromium before them, stop both after.
 *  Returns `{ base, browser }`, filled in once started. */
export function useBrowser() {
  const env = { base: '', browser: null, server: null };
  before(async () => {
    const s = await startServer();
    env.server = s.proc;
    env.base = s.base;
    env.browser = await launch();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await env.browser?.close();
    env.server?.kill();
  });
  return env;
}

// python prints "Serving HTTP on 127.0.0.1 port N ..." (-u: unbuffered)
export function startServer(dir = DIST) {
  return new Promise((resolveP, reject) => {
    const proc = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error('http.server did not start: ' + out)), 15000);
    proc.on('error', reject);
    proc.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/port (\d+)/);
      if (m) {
        clearTimeout(timer);
        proc.stdout.removeAllListeners('data');
        proc.stdout.resume();
        resolveP({ proc, base: `http://127.0.0.1:${m[1]}/` });
      }
    });
  });
}

/** Watch a page for errors and for requests leaving the allowed origins. */
export function watch(context, page, allowed = ['127.0.0.1']) {
  const foreign = [];
  const errors = [];
  context.on('request', (req) => {
    const u = new URL(req.url());
    if (['data:', 'blob:', 'file:'].includes(u.protocol)) return;
    if (!allowed.includes(u.hostname)) foreign.push(req.url());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { foreign, errors };
}

/** Parse a TRF's player lines: id, title, name, rating, fed, points, rounds [{opp, colour, result}]. */
export function parseTrf(text) {
  const players = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!line.startsWith('001')) continue;
    const rounds = [];
    for (let c = 91; c + 8 <= line.length + 1; c += 10) {
      const cell = line.slice(c, c + 8);
      if (!cell.trim()) { rounds.push(null); continue; }
      rounds.push({ opp: Number(cell.slice(0, 4)), colour: cell[5], result: cell[7] });
    }
    players.push({
      id: Number(line.slice(4, 8)),
      title: line.slice(10, 13).trim(),
      name: line.slice(14, 47).trim(),
      rating: line.slice(48, 52).trim(),
      fed: line.slice(53, 56).trim(),
      points: line.slice(80, 84).trim(),
      rounds,
    });
  }
  return players;
}

/** The seed's pairing of round r: sorted "W-B" strings, the PAB, and the absent players' codes. */
export function seedRound(players, r) {
  const pairs = [];
  let bye = null;
  const absent = [];
  for (const p of players) {
    const e = p.rounds[r - 1];
    if (!e) continue;
    if (e.opp === 0) {
      if (e.result === 'U') bye = p.id;
      else absent.push({ id: p.id, code: e.result });
    } else if (e.colour === 'w') {
      pairs.push(`${p.id}-${e.opp}`);
    }
  }
  return { pairs: pairs.sort(), bye, absent };
}

export function readSeed(name) {
  return readFileSync(resolve(SHARED, 'conformance', 'seeds', name), 'latin1');
}

// ---- app actions shared by the app test files

/** The public performance anchor (1000 players, bbpPairings' generator) cut after round `cut`,
 *  with the colours of every game of round `swap` reversed (the file stays consistent). The
 *  round after a swapped one is the perturbed benchmark's slowest Dutch case (about 1-2 s
 *  natively, more in WebAssembly), so a test can act while the engine runs; an ordinary round
 *  of this file takes milliseconds. The import's re-check flags the swapped round. */
export function perturbedAnchor(cut, swap) {
  const full = readFileSync(resolve(SHARED, 'conformance', 'perf', 'n1000-r11-s42.trf'), 'latin1');
  const col = 91 + 10 * (swap - 1) + 5;
  return full.split('\n').map((l) => {
    if (!l.startsWith('001')) return l;
    const line = l.slice(0, 91 + 10 * cut - 2);
    const c = line[col];
    return c === 'w' || c === 'b' ? line.slice(0, col) + (c === 'w' ? 'b' : 'w') + line.slice(col + 1) : line;
  }).join('\n');
}

export const T = (id) => `[data-testid="${id}"]`;

/** The open graded warning (FIDE mode): its level, step, whole text and items. */
export async function warning(page) {
  const d = await page.waitForSelector(T('warning-dialog'));
  return {
    level: Number(await d.getAttribute('data-level')),
    step: Number(await d.getAttribute('data-step')),
    text: await d.textContent(),
    items: await page.$$eval(T('warning-item'), (els) => els.map((e) => ({ level: Number(e.dataset.level), text: e.textContent }))),
  };
}
export const warningClosed = (page) => page.waitForFunction(() => !document.querySelector('[data-testid="warning-dialog"]'));

export async function createTournament(page, name, rounds, colour = 'white') {
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), name);
  await page.fill(T('tournament-rounds'), String(rounds));
  await page.selectOption(T('tournament-system'), 'dutch');
  await page.selectOption(T('tournament-colour'), colour);
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
}

/** A new round robin (`roundrobin` or `doubleroundrobin`); its colours come from the Berger table. */
export async function createRoundRobin(page, name, system = 'roundrobin') {
  await page.click(T('new-tournament'));
  await page.fill(T('tournament-name'), name);
  await page.selectOption(T('tournament-system'), system);
  await page.selectOption(T('tournament-colour'), 'white');
  await page.click(T('create-tournament'));
  await page.waitForSelector(T('player-name'));
}

export async function addPlayer(page, p) {
  await page.fill(T('player-name'), p.name);
  await page.fill(T('player-title'), p.title || '');
  await page.fill(T('player-rating'), p.rating || '');
  await page.fill(T('player-federation'), p.fed || '');
  await page.press(T('player-federation'), 'Enter');
}

export async function pairingsShown(page, r) {
  await page.waitForSelector(`${T('pairing-table')}[data-round="${r}"]`);
  const rows = await page.$$eval(T('pairing-row'), (els) => els.map((e) => ({
    board: Number(e.dataset.board), white: Number(e.dataset.white), black: Number(e.dataset.black),
    result: e.querySelector('[data-testid="result-input"]').value,
  })));
  const bye = await page.$$eval(T('pab-row'), (els) => els.map((e) => Number(e.dataset.player)));
  return { rows, bye: bye[0] ?? null };
}

/** Type one result key per board, starting at board 1 (the focus moves on by itself). */
export async function enterResults(page, keys) {
  await page.click(`${T('pairing-row')}[data-board="1"] ${T('result-input')}`);
  for (let i = 0; i < keys.length; i++) {
    await page.waitForFunction((n) => document.activeElement?.id === `res-${n}`, i + 1);
    await page.keyboard.type(keys[i]);
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="result-input"]')].every((e) => e.value !== ''));
}

/** Measure, in the page, how long the main thread is ever blocked while `selector` is shown: a
 *  timer ticking every 20 ms records the worst gap and the ticks seen, and a mutation observer
 *  every value of a `<progress>` inside the element; `window.__lag.done` once the element has
 *  gone again. */
export async function measureLag(page, selector) {
  await page.evaluate((sel) => {
    const m = { worst: 0, ticks: 0, shown: false, done: false, values: [] };
    window.__lag = m;
    // every value the progress bar takes, as it is set: a sample every 20 ms misses the values
    // of rounds the worker checks in less (a whole 1000-player re-check can take 0.4 s)
    const seen = () => {
      const bar = document.querySelector(`${sel} progress`);
      if (bar && bar.hasAttribute('value') && !m.values.includes(bar.value)) m.values.push(bar.value);
    };
    const observer = new MutationObserver(seen);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    let last = performance.now();
    const id = setInterval(() => {
      const now = performance.now();
      const gap = now - last - 20;
      last = now;
      const el = document.querySelector(sel);
      if (el) {
        if (m.shown) m.worst = Math.max(m.worst, gap);
        m.shown = true;
        m.ticks++;
        seen();
      } else if (m.shown) {
        // (the gap ending here is the drawing of what the job produced, after it finished)
        m.done = true;
        observer.disconnect();
        clearInterval(id);
      }
    }, 20);
  }, selector);
}

// The venue's print sheets (issue 21, headers and withdrawn marks of issue 20): pairings by
// board and by name, result slips, standings with tie-breaks, crosstable, player list by
// rating, check-in sheet. Each is printed with one click (window.print is counted), has the
// event's header and the right content, is screenshot on screen and in print media, and is
// laid out as A4 pages in a PDF (the crosstable as A4 landscape).
// Run after `trunk build --release`: node --test tests/e2e/prints.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { resolve } from 'node:path';
import { watch, T, enterResults, SHOTS, useBrowser } from './helpers.mjs';
import { PLAYERS, openFixture } from './prints-fixture.mjs';

const env = useBrowser();

const byName = (a, b) => a.toLowerCase().localeCompare(b.toLowerCase());
const NAME = Object.fromEntries(PLAYERS.map((p) => [p[0], p[3]]));

/** Page sizes (points) of a PDF written by Chromium: its /MediaBox entries, one per page. */
function pdfPages(buf) {
  const text = buf.toString('latin1');
  return [...text.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Math.round(m[1]), Math.round(m[2])]);
}

async function choose(page, sheet) {
  const before = await page.evaluate(() => window.__printed);
  await page.click(`${T('print-sheet-button')}[data-sheet="${sheet}"]`);
  await page.waitForSelector(`${T('print-sheet')}[data-sheet="${sheet}"]`);
  await page.waitForFunction((n) => window.__printed > n, before);
}

async function shoot(page, sheet) {
  await page.screenshot({ path: resolve(SHOTS, `print-${sheet}.png`), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: resolve(SHOTS, `print-${sheet}-print-media.png`), fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

test('every print sheet: one click prints it, the header names the event, the content is right, A4', { timeout: 240000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  await context.addInitScript(() => { window.__printed = 0; window.print = () => { window.__printed++; }; });
  const page = await context.newPage();
  const w = watch(context, page);
  await page.goto(env.base);
  await openFixture(page, 'Venue Open 2026');
  await enterResults(page, ['1', '=', '0', '1', '0', '=']);
  const boards = await page.$$eval(T('pairing-row'), (els) => els.map((e) => ({ board: Number(e.dataset.board), white: Number(e.dataset.white), black: Number(e.dataset.black) })));
  // player 12 withdraws from round 4 on: marked on the sheets
  await page.click(T('tab-players'));
  await page.check(`${T('player-row')}[data-player="12"] ${T('player-withdrawn')}`);
  await page.click(T('tab-print'));

  // pairings by board
  await choose(page, 'board');
  const head = await page.textContent(T('print-header'));
  for (const part of ['Venue Open 2026', 'Lugano', '2026/03/14', 'round 3 of 5', 'Anna Arbitro', 'Pairings by board']) {
    assert.ok(head.includes(part), `header has ${part}: ${head}`);
  }
  const printed = await page.$$eval(T('print-board-row'), (els) => els.map((e) => ({ board: Number(e.dataset.board), white: Number(e.dataset.white), black: Number(e.dataset.black), result: e.querySelector('td.res').textContent })));
  assert.deepEqual(printed.map(({ result, ...b }) => b), boards);
  assert.deepEqual(printed.map((b) => b.result), ['1-0', '½-½', '0-1', '1-0', '0-1', '½-½']);
  let pages = await shoot(page, 'board');
  assert.deepEqual(pages, [[595, 842]], 'one A4 portrait page');

  // pairings by name: every player once, in name order, with the board and colour of the list
  await choose(page, 'alpha');
  const alpha = await page.$$eval(T('print-alpha-row'), (els) => els.map((e) => ({ id: Number(e.dataset.player), board: e.dataset.board, colour: e.children[2].textContent })));
  assert.deepEqual(alpha.map((a) => NAME[a.id]), Object.values(NAME).sort(byName));
  for (const b of boards) {
    assert.deepEqual(alpha.find((a) => a.id === b.white), { id: b.white, board: String(b.board), colour: 'White' });
    assert.deepEqual(alpha.find((a) => a.id === b.black), { id: b.black, board: String(b.board), colour: 'Black' });
  }
  assert.match(await page.textContent(`${T('print-alpha-row')}[data-player="12"]`), /withdrawn from round 4/);
  pages = await shoot(page, 'alpha');
  assert.deepEqual(pages, [[595, 842]]);

  // result slips: one per board, ten to a page
  await choose(page, 'slips');
  const slips = await page.$$eval(T('print-slip'), (els) => els.map((e) => e.textContent));
  assert.equal(slips.length, boards.length);
  assert.ok(slips[0].includes('Round 3 · Bd 1') && slips[0].includes(NAME[boards[0].white]) && slips[0].includes(NAME[boards[0].black]), slips[0]);
  pages = await shoot(page, 'slips');
  assert.deepEqual(pages, [[595, 842]]);

  // standings with the tie-break legend and the withdrawn mark
  await choose(page, 'standings');
  const ranks = await page.$$eval(T('print-standings-row'), (els) => els.map((e) => Number(e.dataset.player)));
  assert.equal(ranks.length, 12);
  await page.click(T('tab-standings'));
  const screen = await page.$$eval(T('standings-row'), (els) => els.map((e) => Number(e.dataset.player)));
  assert.deepEqual(ranks, screen, 'the printed standings are the standings');
  await page.click(T('tab-print'));
  await choose(page, 'standings');
  assert.match(await page.textContent(T('tiebreak-legend')), /=/);
  assert.equal(await page.locator(`${T('print-standings-row')}[data-player="12"] ${T('withdrawn-mark')}`).count(), 1);
  pages = await shoot(page, 'standings');
  assert.deepEqual(pages, [[595, 842]]);

  // crosstable after round 3, on A4 landscape
  await choose(page, 'crosstable');
  assert.equal(await page.locator(T('print-cross-row')).count(), 12);
  const first = await page.$$eval(`${T('print-cross-row')} td.cell`, (els) => els.length);
  assert.equal(first, 12 * 3, 'three round columns');
  pages = await shoot(page, 'crosstable');
  assert.deepEqual(pages, [[842, 595]], 'the wall chart is A4 landscape');

  // the player list by rating: rated by rating, then the unrated by name; title and federation
  await choose(page, 'players');
  const list = await page.$$eval(T('print-player-row'), (els) => els.map((e) => [Number(e.dataset.player), e.children[3].textContent, e.children[4].textContent]));
  assert.deepEqual(list.map((x) => x[0]), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  assert.deepEqual(list[2], [3, 'WGM', 'SUI']);
  assert.equal(await page.$eval(T('print-header'), (e) => e.textContent.includes('round')), false, 'the player list is of no round');
  pages = await shoot(page, 'players');
  assert.deepEqual(pages, [[595, 842]]);

  // the check-in sheet: by name, a box for each
  await choose(page, 'checkin');
  const checkin = await page.$$eval(T('print-checkin-row'), (els) => els.map((e) => Number(e.dataset.player)));
  assert.deepEqual(checkin.map((id) => NAME[id]), Object.values(NAME).sort(byName));
  pages = await shoot(page, 'checkin');
  assert.deepEqual(pages, [[595, 842]]);

  // an earlier round on the sheet of a round
  await choose(page, 'board');
  await page.selectOption(T('print-round'), '1');
  await page.waitForSelector(`${T('print-sheet')}[data-round="1"]`);
  assert.equal(await page.locator(`${T('print-board-row')}[data-board="1"][data-white="1"][data-black="7"]`).count(), 1);

  // the Print buttons of the other tabs open their sheet and print it
  await page.click(T('tab-rounds'));
  let before = await page.evaluate(() => window.__printed);
  await page.click(T('print-pairings'));
  await page.waitForSelector(`${T('print-sheet')}[data-sheet="board"][data-round="3"]`);
  await page.waitForFunction((n) => window.__printed > n, before);
  await page.click(T('tab-standings'));
  before = await page.evaluate(() => window.__printed);
  await page.click(T('print-standings'));
  await page.waitForSelector(`${T('print-sheet')}[data-sheet="standings"]`);
  await page.waitForFunction((n) => window.__printed > n, before);
  // a tab printed as it is (Ctrl+P) has the same header
  await page.click(T('tab-crosstable'));
  await page.emulateMedia({ media: 'print' });
  assert.match(await page.textContent('.print-head'), /Venue Open 2026[\s\S]*Lugano[\s\S]*Anna Arbitro[\s\S]*Crosstable/);
  await page.emulateMedia({ media: 'screen' });

  assert.deepEqual(w.foreign, []);
  assert.deepEqual(w.errors, []);
  await context.close();
});

test('a long sheet breaks over A4 pages with the header on each (PDF text per page)', { timeout: 120000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  await context.addInitScript(() => { window.print = () => {}; });
  const page = await context.newPage();
  await page.goto(env.base);
  await openFixture(page, 'Venue Long Sheet');
  await page.click(T('tab-print'));
  await page.click(`${T('print-sheet-button')}[data-sheet="checkin"]`);
  // make the 12 rows tall enough to need several pages
  await page.addStyleTag({ content: '@media print { table.checkin-print td { height: 70mm !important; } }' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const sizes = pdfPages(pdf);
  assert.ok(sizes.length >= 3, `${sizes.length} pages`);
  const texts = pdfPageTexts(pdf);
  assert.equal(texts.length, sizes.length);
  for (const [i, t] of texts.entries()) {
    assert.ok(t.includes('Venue Long Sheet') && t.includes('Check-in sheet'), `page ${i + 1} has the header: ${t.slice(0, 120)}`);
  }
  // (the text is each page's own: a player's name is on one page only)
  assert.equal(texts.filter((t) => t.includes('Zanetti')).length, 1);

  // a 95-character name wraps inside the A4 width (190 mm of print width = 718 px)
  const long = 'Wolfeschlegelsteinhausenbergerdorff-Vandermeulen-Papadopoulos, Maria Alessandra Giovanna Teresa';
  assert.equal(long.length, 95);
  await page.click(T('tab-players'));
  await page.fill(T('player-name'), long);
  await page.fill(T('player-rating'), '1500');
  await page.press(T('player-name'), 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="player-row"]').length === 13);
  await page.click(T('tab-print'));
  await page.click(`${T('print-sheet-button')}[data-sheet="alpha"]`);
  await page.setViewportSize({ width: 718, height: 900 });
  await page.emulateMedia({ media: 'print' });
  const fit = await page.evaluate((name) => {
    const cell = [...document.querySelectorAll('td.name')].find((c) => c.textContent.startsWith(name.slice(0, 20)));
    return { width: document.documentElement.scrollWidth, cell: cell.getBoundingClientRect().height, row: document.querySelector('td.name').getBoundingClientRect().height };
  }, long);
  assert.ok(fit.cell >= 2 * fit.row - 2, `the long name wraps: ${fit.cell} px high against ${fit.row} px`);
  assert.ok(fit.width <= 718, `the sheet is ${fit.width} px wide`);
  await page.screenshot({ path: resolve(SHOTS, 'print-long-name-print-media.png'), fullPage: true });
  await context.close();
});

// ---- a minimal reader of Chromium's PDFs: the text of each page, through the fonts' ToUnicode maps

function pdfObjects(buf) {
  const s = buf.toString('latin1');
  const objs = new Map();
  for (const m of s.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const st = body.indexOf('stream');
    let stream = null;
    if (st >= 0) {
      let start = st + 6;
      if (body[start] === '\r') start++;
      if (body[start] === '\n') start++;
      const end = body.lastIndexOf('endstream');
      const raw = Buffer.from(body.slice(start, end), 'latin1');
      try { stream = /FlateDecode/.test(body.slice(0, st)) ? inflateSync(raw).toString('latin1') : raw.toString('latin1'); } catch { stream = ''; }
    }
    objs.set(Number(m[1]), { dict: st >= 0 ? body.slice(0, st) : body, stream });
  }
  return objs;
}

function toUnicode(cmap) {
  const map = new Map();
  const hex = (h) => String.fromCodePoint(...(h.match(/.{4}/g) || []).map((x) => parseInt(x, 16)));
  for (const sec of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of sec[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(m[1], 16), hex(m[2]));
  }
  for (const sec of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of sec[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [a, b, c] = [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
      for (let g = a; g <= b; g++) map.set(g, String.fromCodePoint(c + g - a));
    }
  }
  return map;
}

function pdfPageTexts(buf) {
  const objs = pdfObjects(buf);
  const ref = (dict, key) => { const m = dict.match(new RegExp(`/${key} (\\d+) 0 R`)); return m ? Number(m[1]) : null; };
  const pages = [...objs.entries()].filter(([, o]) => /\/Type \/Page\b/.test(o.dict)).map(([n]) => n).sort((a, b) => a - b);
  return pages.map((n) => {
    const page = objs.get(n).dict;
    // fonts of the page: /F<n> <obj> 0 R inside its resources
    let res = page;
    const resRef = ref(page, 'Resources');
    if (resRef) res = objs.get(resRef).dict;
    const fonts = new Map();
    const fontDict = res.match(/\/Font\s*<<([\s\S]*?)>>/);
    const fontRefs = fontDict ? fontDict[1] : (ref(res, 'Font') ? objs.get(ref(res, 'Font')).dict : '');
    for (const m of fontRefs.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const f = objs.get(Number(m[2]));
      const tu = f && ref(f.dict, 'ToUnicode');
      fonts.set(m[1], tu ? toUnicode(objs.get(tu).stream || '') : new Map());
    }
    const contents = page.match(/\/Contents (\d+) 0 R/) ? [Number(page.match(/\/Contents (\d+) 0 R/)[1])]
      : [...(page.match(/\/Contents \[([^\]]*)\]/)?.[1] || '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
    let out = '';
    for (const c of contents) {
      let font = new Map();
      const stream = objs.get(c)?.stream || '';
      for (const m of stream.matchAll(/\/(\w+) [\d.]+ Tf|<([0-9A-Fa-f]+)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (m[1]) font = fonts.get(m[1]) || new Map();
        else if (m[2]) out += (m[2].match(/.{4}/g) || []).map((g) => font.get(parseInt(g, 16)) ?? '').join('');
        else if (m[3]) out += m[3];
      }
      out += ' ';
    }
    return out;
  });
}

// Torre web components for read-only publication of a tournament:
//   <torre-pairings   src="event.trf" round="5">
//   <torre-standings  src="event.trf" tiebreaks="BH/C1,BH,SB" after-round="6">
//   <torre-crosstable src="event.trf" tiebreaks="BH/C1,BH,SB">
// The data comes from `src` (a TRF, or a tournament as JSON), from inline content
//   <script type="text/x-trf">…</script>  or  <script type="application/json">…</script>
// or from the `tournament` property. No network request is made except for `src` (and for
// this package's own torre_wasm_bg.wasm). Styling: CSS custom properties (--torre-*) and
// ::part() — see STYLE below and the README.
//
// Load with <script type="module" src=".../torre-embed.js"></script>; the package's
// torre_wasm.js and torre_wasm_bg.wasm must sit next to this file.

import init, * as torre from './torre_wasm.js';

let apiPromise = null;

/** The initialised Torre API (the functions of torre_wasm.js), loaded once per page. */
export function loadTorre() {
  if (!apiPromise) apiPromise = init().then(() => torre);
  return apiPromise;
}

const TITLES = { g: 'GM', m: 'IM', wg: 'WGM', f: 'FM', wm: 'WIM', c: 'CM', wf: 'WFM', wc: 'WCM' };

/** Long form of a TRF title code ("g" -> "GM"); other codes upper-cased. */
export function titleName(code) {
  const c = (code || '').trim();
  return TITLES[c.toLowerCase()] || c.toUpperCase();
}

function formatPoints(p) {
  if (p === null || p === undefined) return '';
  return p.toFixed(1);
}

/** Remove the indentation common to all non-blank lines (TRF columns are significant). */
function dedent(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^[ \t]*/)[0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n') + '\n';
}

// One request per distinct URL, shared by every component of the page. `fresh` (refresh()):
// fetch again, revalidating with the server, unless another refresh of the same task already
// did (the components of a page refreshed together share one request).
const fetched = new Map();
function fetchBytes(url, fresh = false) {
  const known = fetched.get(url);
  if (!known || (fresh && !known.fresh)) {
    const bytes = fetch(url, { credentials: 'same-origin', cache: fresh ? 'no-cache' : 'default' }).then(async (res) => {
      if (!res.ok) {
        const e = new Error(`${url}: HTTP ${res.status} ${res.statusText}`.trim());
        e.code = 'FETCH_FAILED';
        throw e;
      }
      return new Uint8Array(await res.arrayBuffer());
    });
    const entry = { bytes, fresh };
    fetched.set(url, entry);
    if (fresh) setTimeout(() => { entry.fresh = false; }, 0);
    bytes.catch(() => fetched.delete(url));
  }
  return fetched.get(url).bytes;
}

function looksLikeJson(text) {
  return /^\s*[{[]/.test(text);
}

function parseJson(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const e = new Error(`the tournament JSON cannot be read: ${err.message}`);
    e.code = 'INVALID_JSON';
    throw e;
  }
  // also accept the result of parseTrfReport ({tournament, warnings})
  return value && value.tournament && value.players === undefined ? value.tournament : value;
}

const STYLE = `
:host {
  display: block;
  font-family: var(--torre-font-family, inherit);
  font-size: var(--torre-font-size, inherit);
  color: var(--torre-text, inherit);
  background: var(--torre-background, transparent);
}
/* the table scrolls sideways in its own box (not the page), inside any padding of the host */
.scroll { overflow-x: auto; }
:host([hidden]) { display: none; }
table { border-collapse: collapse; width: var(--torre-table-width, auto); }
caption {
  text-align: start; font-weight: 600; padding: var(--torre-cell-padding, .3em .6em);
  color: var(--torre-caption-color, inherit);
}
th, td {
  padding: var(--torre-cell-padding, .3em .6em);
  border-bottom: 1px solid var(--torre-border, rgba(127, 127, 127, .3));
  text-align: start; white-space: nowrap;
}
thead th {
  background: var(--torre-header-background, var(--torre-accent, #1f4e79));
  color: var(--torre-header-text, #fff); font-weight: 600;
}
tbody tr:nth-child(even) { background: var(--torre-stripe, rgba(127, 127, 127, .08)); }
.num { text-align: end; font-variant-numeric: tabular-nums; }
.result { text-align: center; font-variant-numeric: tabular-nums; font-weight: 600; }
.title { color: var(--torre-title-color, var(--torre-accent, #1f4e79)); font-weight: 600; margin-inline-end: .3em; }
.muted { color: var(--torre-muted, #777); }
.cell { text-align: center; font-variant-numeric: tabular-nums; }
.error {
  color: var(--torre-error-text, #8a1c1c); background: var(--torre-error-background, #fdecea);
  border: 1px solid var(--torre-error-border, #f5c2c0); padding: .5em .8em; white-space: pre-wrap;
}
.loading { color: var(--torre-muted, #777); }
/* Pairings on a phone: board, names, points and result fit without scrolling; the pairing
   numbers and ratings are left out and long names wrap. */
@media (max-width: 560px) {
  .minor { display: none; }
  td.white, td.black { white-space: normal; }
  th, td { padding: var(--torre-cell-padding, .3em .4em); }
}
/* The points column stays in view while a table wider than its box (a phone) scrolls inside
   it: sticky at whichever edge it would leave by, painted over the cells passing under it. */
.points {
  position: sticky; left: 0; right: 0; z-index: 1;
  background: var(--torre-sticky-background, var(--torre-background, Canvas));
  box-shadow: 0 0 0 1px var(--torre-border, rgba(127, 127, 127, .3));
}
thead th.points { background: var(--torre-header-background, var(--torre-accent, #1f4e79)); }
tbody tr:nth-child(even) td.points {
  background-image: linear-gradient(var(--torre-stripe, rgba(127, 127, 127, .08)), var(--torre-stripe, rgba(127, 127, 127, .08)));
}
`;

/** Common part: find the data, load the API, render into the shadow root, report errors. */
class TorreElement extends HTMLElement {
  static get observedAttributes() {
    return ['src', 'round', 'system', 'tiebreaks', 'after-round', 'caption', 'order'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this._tournament = null;
    this._scheduled = false;
    this._generation = 0;
    this._fresh = false;
  }

  /** The tournament object to show (takes precedence over `src` and inline content). */
  get tournament() {
    return this._tournament;
  }
  set tournament(value) {
    this._tournament = value;
    this._schedule();
  }

  connectedCallback() {
    this._schedule();
  }

  attributeChangedCallback() {
    if (this.isConnected) this._schedule();
  }

  /** Re-read the data (`src` fetched again: a live page can call it every minute) and render
   *  again. Returns a promise settled when done. */
  refresh() {
    this._fresh = true;
    return this._render();
  }

  _schedule() {
    if (this._scheduled) return;
    this._scheduled = true;
    queueMicrotask(() => {
      this._scheduled = false;
      if (this.isConnected) this._render();
    });
  }

  async _loadTournament(api) {
    if (this._tournament) return this._tournament;
    const src = this.getAttribute('src');
    if (src) {
      const url = new URL(src, document.baseURI).href;
      const bytes = await fetchBytes(url, this._fresh);
      this._fresh = false;
      const text = new TextDecoder().decode(bytes.subarray(0, 64));
      try {
        return looksLikeJson(text) ? parseJson(new TextDecoder().decode(bytes)) : api.parseTrf(bytes);
      } catch (err) {
        if (err && typeof err === 'object') err.src = src; // the error box names the file
        throw err;
      }
    }
    const inline = this.querySelector(':scope > script, :scope > template');
    if (inline) {
      const raw = inline.localName === 'template' ? inline.content.textContent : inline.textContent;
      const type = (inline.getAttribute('type') || '').toLowerCase();
      if (type.includes('json') || looksLikeJson(raw)) return parseJson(raw);
      return api.parseTrf(dedent(raw));
    }
    const e = new Error(`<${this.localName}> needs a src attribute, inline TRF/JSON or a tournament property`);
    e.code = 'NO_DATA';
    throw e;
  }

  async _render() {
    const generation = ++this._generation;
    this.dataset.state = 'loading';
    this.setAttribute('aria-busy', 'true');
    if (!this.shadowRoot.firstChild) {
      this.shadowRoot.innerHTML = `<style>${STYLE}</style><div class="loading" part="loading">Loading…</div>`;
    }
    let content;
    let error = null;
    try {
      const api = await loadTorre();
      const t = await this._loadTournament(api);
      content = this.build(api, t);
    } catch (err) {
      error = err;
      content = this._errorBox(err);
    }
    if (generation !== this._generation) return; // a newer render started meanwhile
    this.shadowRoot.replaceChildren();
    const style = document.createElement('style');
    style.textContent = STYLE;
    let box = content;
    if (!error) {
      box = document.createElement('div');
      box.className = 'scroll';
      box.setAttribute('part', 'scroll');
      box.append(content);
    }
    this.shadowRoot.append(style, box);
    this.removeAttribute('aria-busy');
    this.dataset.state = error ? 'error' : 'ready';
    this.dispatchEvent(error
      ? new CustomEvent('torre-error', { detail: error, bubbles: true, composed: true })
      : new CustomEvent('torre-rendered', { bubbles: true, composed: true }));
  }

  _errorBox(err) {
    const div = document.createElement('div');
    div.className = 'error';
    div.setAttribute('part', 'error');
    div.setAttribute('role', 'alert');
    const code = err && err.code ? `${err.code}: ` : '';
    const file = err && err.src ? `${err.src}, ` : '';
    div.textContent = `${code}${file}${err && err.message ? err.message : String(err)}`;
    return div;
  }

  /** Integer attribute, or `fallback` when absent; throws on garbage. */
  intAttribute(name, fallback) {
    const v = this.getAttribute(name);
    if (v === null || v.trim() === '') return fallback;
    if (!/^\s*\d+\s*$/.test(v)) {
      const e = new Error(`${name}="${v}" is not a round number`);
      e.code = 'INVALID_OPTIONS';
      throw e;
    }
    return Number(v);
  }

  table(captionDefault, headers) {
    const table = document.createElement('table');
    table.setAttribute('part', 'table');
    const caption = this.hasAttribute('caption') ? this.getAttribute('caption') : captionDefault;
    if (caption) {
      const c = table.createCaption();
      c.setAttribute('part', 'caption');
      c.textContent = caption;
    }
    const head = table.createTHead().insertRow();
    head.setAttribute('part', 'header-row');
    for (const h of headers) {
      const th = document.createElement('th');
      th.scope = 'col';
      const [label, cls, title] = Array.isArray(h) ? h : [h];
      th.textContent = label;
      if (cls) th.className = cls;
      if (title) th.title = title;
      head.append(th);
    }
    return [table, table.createTBody()];
  }

  static cell(row, text, cls, part) {
    const td = row.insertCell();
    if (text instanceof Node) td.append(text);
    else td.textContent = text ?? '';
    if (cls) td.className = cls;
    if (part) td.setAttribute('part', part);
    return td;
  }

  static name(player) {
    const frag = document.createDocumentFragment();
    if (!player) return frag;
    if (player.title && player.title.trim()) {
      const span = document.createElement('abbr');
      span.className = 'title';
      span.setAttribute('part', 'title');
      span.textContent = titleName(player.title);
      frag.append(span);
    }
    frag.append(player.name);
    return frag;
  }

  build() {
    throw new Error('not implemented');
  }
}

function roundsInFile(t) {
  return Math.max(0, ...t.players.map((p) => p.rounds.length));
}

/** The last round whose games all have a result: while a round is played (its results blank),
 *  the standings are those after the round before, not ones counting unplayed games as losses. */
function lastCompleteRound(t) {
  let r = roundsInFile(t);
  while (r > 0 && t.players.some((p) => entryOf(p, r).Game?.result === 'Pending')) r--;
  return r;
}

/** standings() options from the attributes: `tiebreaks`, `after-round` (default: the last
 *  round whose results are all in). */
function standingsOptions(el, t) {
  const options = {};
  const tb = el.getAttribute('tiebreaks');
  if (tb !== null && tb.trim()) options.tiebreaks = tb;
  const k = el.intAttribute('after-round', undefined);
  const done = lastCompleteRound(t);
  if (k !== undefined) options.afterRound = k;
  else if (done < roundsInFile(t)) options.afterRound = done;
  return options;
}

/** The pairing number the file gives a player: its own under `XXC rank` (file_ids), else the id. */
function fileNo(t, id) {
  return String((t.file_ids && t.file_ids[id - 1]) || id);
}

function entryOf(player, round) {
  return (player && player.rounds[round - 1]) || 'NotPaired';
}

// What one player scored in a game, as the board's result shows it. Each side is read from its
// own player's entry: the two need not mirror (½-0, 0-0 and double forfeits are an arbiter's
// decision; TRF writes them `=`/`0`, `0`/`0`, `-`/`-`).
const SCORE = {
  Win: '1', Draw: '½', Loss: '0', ForfeitWin: '+', ForfeitLoss: '−',
  UnratedWin: '1', UnratedDraw: '½', UnratedLoss: '0', Adjourned: '?',
};

/** "1 – 0", "½ – 0", "− – −", "? – ?" (adjourned); "" while no result is entered. */
function boardResult(white, black) {
  const side = (e) => (e && e.Game && SCORE[e.Game.result]) || '';
  const [w, b] = [side(white), side(black)];
  return w || b ? `${w} – ${b}` : '';
}

/** `<torre-pairings round="5">`: the pairings of a round as published in the tournament
 *  (default: the last round); `round="next"` pairs the next round with the engine, by the
 *  file's system or `system="dutch|dubov|burstein|roundrobin|doubleroundrobin"`. */
class TorrePairings extends TorreElement {
  build(api, t) {
    const last = roundsInFile(t);
    const attr = (this.getAttribute('round') || '').trim().toLowerCase();
    let pairing;
    if (attr === 'next') {
      // system="burstein" etc. for a file that does not name its system (default: the file's)
      const system = (this.getAttribute('system') || '').trim().toLowerCase();
      pairing = api.pair(t, system ? { system } : {});
    } else {
      pairing = api.roundPairing(t, this.intAttribute('round', last));
    }
    const round = pairing.round;
    const before = api.standings(t, { tiebreaks: [], afterRound: round - 1 });
    const points = new Map(before.rows.map((r) => [r.player, r.points]));
    const byId = (id) => t.players[id - 1];
    const [table, body] = this.table(`Round ${round}`, [
      ['Bd.', 'num'], ['No.', 'num minor'], 'White', ['Rtg', 'num minor'], ['Pts', 'num'],
      ['Result', 'result'], ['Pts', 'num'], 'Black', ['Rtg', 'num minor'], ['No.', 'num minor'],
    ]);
    table.dataset.round = String(round);
    for (const b of pairing.boards) {
      const w = byId(b.white);
      const bl = byId(b.black);
      const row = body.insertRow();
      row.setAttribute('part', 'row');
      row.dataset.white = String(b.white);
      row.dataset.black = String(b.black);
      const result = boardResult(entryOf(w, round), entryOf(bl, round));
      TorreElement.cell(row, String(b.board), 'num', 'board');
      TorreElement.cell(row, fileNo(t, b.white), 'num muted minor');
      TorreElement.cell(row, TorreElement.name(w), 'white', 'white');
      TorreElement.cell(row, w && w.rating ? String(w.rating) : '', 'num muted minor');
      TorreElement.cell(row, formatPoints(points.get(b.white)), 'num');
      TorreElement.cell(row, result, 'result', 'result');
      TorreElement.cell(row, formatPoints(points.get(b.black)), 'num');
      TorreElement.cell(row, TorreElement.name(bl), 'black', 'black');
      TorreElement.cell(row, bl && bl.rating ? String(bl.rating) : '', 'num muted minor');
      TorreElement.cell(row, fileNo(t, b.black), 'num muted minor');
    }
    // byes and absences of the round, after the boards
    const BYES = {
      PairingAllocated: 'bye', Half: 'half-point bye', Full: 'full-point bye', Zero: 'absent',
      ForfeitWin: 'forfeit win (no opponent)', ForfeitLoss: 'forfeit loss (no opponent)',
    };
    const ORDER = Object.keys(BYES);
    const byes = t.players.filter((p) => BYES[entryOf(p, round).Bye])
      .sort((a, b) => ORDER.indexOf(entryOf(a, round).Bye) - ORDER.indexOf(entryOf(b, round).Bye) || a.id - b.id);
    for (const p of byes) {
      const kind = entryOf(p, round).Bye;
      const row = body.insertRow();
      row.setAttribute('part', 'row bye-row');
      row.dataset.bye = kind;
      row.dataset.white = String(p.id);
      TorreElement.cell(row, '', 'num');
      TorreElement.cell(row, fileNo(t, p.id), 'num muted minor');
      TorreElement.cell(row, TorreElement.name(p), 'white', 'white');
      TorreElement.cell(row, p.rating ? String(p.rating) : '', 'num muted minor');
      TorreElement.cell(row, formatPoints(points.get(p.id)), 'num');
      const td = TorreElement.cell(row, BYES[kind], 'result muted', 'result');
      td.colSpan = 5;
    }
    if (attr === 'next' && pairing.bye && !t.players[pairing.bye - 1].rounds[round - 1]) {
      const p = byId(pairing.bye);
      const row = body.insertRow();
      row.setAttribute('part', 'row bye-row');
      row.dataset.bye = 'PairingAllocated';
      row.dataset.white = String(p.id);
      TorreElement.cell(row, '', 'num');
      TorreElement.cell(row, fileNo(t, p.id), 'num muted minor');
      TorreElement.cell(row, TorreElement.name(p), 'white', 'white');
      TorreElement.cell(row, p.rating ? String(p.rating) : '', 'num muted minor');
      TorreElement.cell(row, formatPoints(points.get(p.id)), 'num');
      TorreElement.cell(row, 'bye', 'result muted', 'result').colSpan = 5;
    }
    return table;
  }
}

/** `<torre-standings tiebreaks="BH/C1,BH,SB" after-round="6">`: ranked standings. */
class TorreStandings extends TorreElement {
  build(api, t) {
    const s = api.standings(t, standingsOptions(this, t));
    const last = roundsInFile(t);
    const caption = s.afterRound >= (t.total_rounds || last) ? 'Final standings' : `Standings after round ${s.afterRound}`;
    const [table, body] = this.table(caption, [
      ['Rk', 'num'], ['No.', 'num'], 'Name', 'Fed', ['Rtg', 'num'], ['Pts', 'num points'],
      ...s.tiebreaks.map((x) => [x.code, 'num', x.name]),
    ]);
    table.dataset.afterRound = String(s.afterRound);
    for (const r of s.rows) {
      const row = body.insertRow();
      row.setAttribute('part', 'row');
      row.dataset.player = String(r.player);
      TorreElement.cell(row, String(r.rank), 'num', 'rank');
      TorreElement.cell(row, fileNo(t, r.player), 'num muted');
      TorreElement.cell(row, TorreElement.name(t.players[r.player - 1]), 'name', 'name');
      TorreElement.cell(row, r.federation, 'muted');
      TorreElement.cell(row, r.rating ? String(r.rating) : '', 'num muted');
      TorreElement.cell(row, formatPoints(r.points), 'num points', 'points');
      r.display.forEach((d) => TorreElement.cell(row, d, 'num', 'tiebreak'));
    }
    return table;
  }
}

const CROSS_RESULT = {
  Win: '1', Draw: '½', Loss: '0', ForfeitWin: '+', ForfeitLoss: '−',
  UnratedWin: '1', UnratedDraw: '½', UnratedLoss: '0', Adjourned: '?', Pending: '',
};
const CROSS_BYE = { PairingAllocated: 'bye', Half: '½ bye', Full: '1 bye', Zero: '0', ForfeitWin: '+', ForfeitLoss: '−' };

/** `<torre-crosstable tiebreaks="…" after-round="…" order="rank|start">`: one row per player
 *  (in ranking order by default), one cell per round: opponent, colour and result. In ranking
 *  order the opponent is given by rank, in starting order by pairing number. */
class TorreCrosstable extends TorreElement {
  build(api, t) {
    const s = api.standings(t, standingsOptions(this, t));
    const byRank = (this.getAttribute('order') || 'rank').trim().toLowerCase() !== 'start';
    const rows = byRank ? s.rows : [...s.rows].sort((a, b) => a.player - b.player);
    const label = new Map(s.rows.map((r, i) => [r.player, byRank ? i + 1 : fileNo(t, r.player)]));
    const rounds = s.afterRound;
    const [table, body] = this.table(`Crosstable after round ${rounds}`, [
      [byRank ? 'Rk' : 'No.', 'num'], ...(byRank ? [['No.', 'num']] : []), 'Name', ['Rtg', 'num'],
      ...Array.from({ length: rounds }, (_, i) => [`${i + 1}`, 'cell', `Round ${i + 1}`]),
      ['Pts', 'num points'],
    ]);
    for (const [i, r] of rows.entries()) {
      const p = t.players[r.player - 1];
      const row = body.insertRow();
      row.setAttribute('part', 'row');
      row.dataset.player = String(r.player);
      TorreElement.cell(row, String(byRank ? i + 1 : fileNo(t, r.player)), 'num', 'rank');
      if (byRank) TorreElement.cell(row, fileNo(t, r.player), 'num muted');
      TorreElement.cell(row, TorreElement.name(p), 'name', 'name');
      TorreElement.cell(row, p.rating ? String(p.rating) : '', 'num muted');
      for (let round = 1; round <= rounds; round++) {
        const e = entryOf(p, round);
        let text = '';
        if (e.Game) {
          const colour = e.Game.colour ? e.Game.colour[0].toLowerCase() : '';
          text = `${label.get(e.Game.opponent) ?? e.Game.opponent}${colour}${CROSS_RESULT[e.Game.result] ?? ''}`;
        } else if (e.Bye) {
          text = CROSS_BYE[e.Bye] ?? '';
        }
        TorreElement.cell(row, text, 'cell', 'cell');
      }
      TorreElement.cell(row, formatPoints(r.points), 'num points', 'points');
    }
    return table;
  }
}

export { TorreElement, TorrePairings, TorreStandings, TorreCrosstable };

for (const [name, cls] of [['torre-pairings', TorrePairings], ['torre-standings', TorreStandings], ['torre-crosstable', TorreCrosstable]]) {
  if (!customElements.get(name)) customElements.define(name, cls);
}

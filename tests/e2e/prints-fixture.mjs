// A small rated open for the venue tests (prints, display, prizes): 12 players with sex, birth
// and ratings (two unrated), two rounds played, written as a TRF-16 file for the import.
// Scores after round 2: 6 has 2; 1, 2, 3, 4 have 1½; 7, 8 have 1; 5, 10, 11, 12 have ½; 9 has 0.
import { T } from './helpers.mjs';

export const PLAYERS = [
  // id, sex, title, name, rating, fed, birth
  [1, 'm', 'GM', 'Rossi, Marco', 2450, 'ITA', '1985'],
  [2, 'm', 'IM', 'Bianchi, Luca', 2380, 'ITA', '1990'],
  [3, 'w', 'WGM', 'Verdi, Anna', 2300, 'SUI', '1995'],
  [4, 'm', 'FM', 'Neri, Paolo', 2250, 'ITA', '1960'],
  [5, 'w', '', 'Gallo, Sara', 2100, 'FRA', '2000'],
  [6, 'm', '', 'Costa, Marco', 2050, 'ESP', '1975'],
  [7, 'm', '', 'Fontana, Elia', 1900, 'ITA', '1958'],
  [8, 'm', '', 'Conti, Dario', 1850, 'ITA', '1999'],
  [9, 'w', '', 'Zanetti, Giulia', 1700, 'ITA', '2011'],
  [10, 'm', '', 'Moretti, Ivo', 1600, 'GER', '2012'],
  [11, 'm', '', 'Amato, Bruno', null, 'ITA', '1970'],
  [12, 'm', '', 'Lombardi, Teo', null, 'ITA', '2013'],
];

// [white, black, result] per round: 1 = white wins, 0 = black wins, 5 = draw
const ROUNDS = [
  [[1, 7, 1], [8, 2, 0], [3, 9, 1], [10, 4, 0], [5, 11, 5], [12, 6, 0]],
  [[2, 1, 5], [4, 3, 5], [6, 5, 1], [7, 11, 1], [9, 8, 0], [12, 10, 5]],
];

const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n)).slice(0, n);

export function fixtureTrf(name = 'Venue Open 2026') {
  const cells = new Map(PLAYERS.map((p) => [p[0], []]));
  const points = new Map(PLAYERS.map((p) => [p[0], 0]));
  for (const round of ROUNDS) {
    for (const [w, b, r] of round) {
      const [rw, rb] = r === 1 ? ['1', '0'] : r === 0 ? ['0', '1'] : ['=', '='];
      cells.get(w).push(`${pad(b, 4, true)} w ${rw}`);
      cells.get(b).push(`${pad(w, 4, true)} b ${rb}`);
      points.set(w, points.get(w) + (r === 1 ? 1 : r === 5 ? 0.5 : 0));
      points.set(b, points.get(b) + (r === 0 ? 1 : r === 5 ? 0.5 : 0));
    }
  }
  const lines = [
    `012 ${name}`, '022 Lugano', '032 SUI', '042 2026/03/14', '052 2026/03/16', '062 12', '102 Anna Arbitro', '202 BH/C1,BH,SB',
  ];
  for (const [id, sex, title, pname, rating, fed, birth] of PLAYERS) {
    const line = `001 ${pad(id, 4, true)} ${sex}${pad(title, 3, true)} ${pad(pname, 33)} ${pad(rating ?? '', 4, true)} ${pad(fed, 3)} ${pad(10000 + id, 11, true)} ${pad(birth, 10)} ${pad(points.get(id).toFixed(1), 4, true)} ${pad('', 4)}  ${cells.get(id).join('  ')}`;
    lines.push(line);
  }
  lines.push('XXR 5');
  return lines.join('\n') + '\n';
}

/** Import the fixture as a new tournament and pair round 3 (no results yet). */
export async function openFixture(page, name) {
  await page.setInputFiles(T('import-trf-new'), { name: 'venue.trf', mimeType: 'text/plain', buffer: Buffer.from(fixtureTrf(name), 'latin1') });
  // the fixture's round 2 is not the pairing Torre's checker makes: the import asks first (FIDE mode)
  await page.click(`${T('warning-dialog')} ${T('warning-confirm')}`);
  await page.waitForSelector(`${T('pairing-table')}[data-round="2"]`);
  await page.click(T('pair-round'));
  await page.waitForSelector(`${T('pairing-table')}[data-round="3"]`);
}

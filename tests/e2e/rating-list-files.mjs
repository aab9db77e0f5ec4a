// FIDE rating list files generated for the browser test and the benchmark (never downloaded):
// the combined fixed-column TXT list (players_list_foa.txt layout), a single-list XML, and a
// zip container written here (deflate from node:zlib, central directory by hand).
import { deflateRawSync, crc32 } from 'node:zlib';

export const COMBINED_HEADER =
  'ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag';

/** Known players placed in every generated list (the test looks them up). */
export const KNOWN = [
  { id: 2400123, name: 'Vukovic, Ljubomir', fed: 'SRB', sex: 'M', tit: 'GM', std: 2588, rapid: 2570, blitz: 2601, born: 1985 },
  { id: 862001, name: 'Marchetti, Giulia', fed: 'ITA', sex: 'F', tit: 'WIM', wtit: 'WIM', std: 2301, rapid: 2250, blitz: 0, born: 1999, flag: 'w' },
];

const SURNAMES = ['Rossi', 'Novak', 'Kowalski', 'Schmidt', 'Garcia', 'Ivanov', 'Nielsen', 'Horvath', 'Petrov', 'Silva',
  'Jansen', 'Popescu', 'Kaya', 'Dubois', 'Moreau', 'Fischer', 'Larsen', 'Costa', 'Bianchi', 'Yilmaz'];
const GIVEN = ['Anna', 'Marco', 'Jan', 'Elena', 'Luca', 'Sofia', 'Pavel', 'Maria', 'Tomas', 'Ines', 'Ivan', 'Clara'];
const FEDS = ['ITA', 'GER', 'FRA', 'ESP', 'POL', 'SRB', 'NED', 'HUN', 'ROU', 'TUR', 'IND', 'USA'];

/** `n` players: the known ones first, then generated ones (deterministic). */
export function players(n, bump = 0) {
  const out = KNOWN.map((p) => ({ ...p }));
  let seed = 12345;
  const rnd = (m) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % m; };
  for (let i = out.length; i < n; i++) {
    const sex = rnd(5) === 0 ? 'F' : 'M';
    const std = rnd(4) === 0 ? 0 : 1000 + rnd(1700);
    out.push({
      id: 10000000 + i, name: `${SURNAMES[rnd(20)]}${i}, ${GIVEN[rnd(12)]}`, fed: FEDS[rnd(12)], sex,
      tit: std > 2500 ? 'GM' : std > 2400 ? 'IM' : '', std: std && std + bump, rapid: rnd(2) ? 1000 + rnd(1500) : 0, blitz: 0,
      born: 1940 + rnd(75), flag: rnd(3) === 0 ? (sex === 'F' ? 'wi' : 'i') : (sex === 'F' ? 'w' : ''),
    });
  }
  return out;
}

const START = {};
for (const name of ['Name', 'Fed', 'Sex', 'Tit', 'WTit', 'OTit', 'FOA', 'SRtng', 'SGm', 'SK', 'RRtng', 'RGm', 'Rk', 'BRtng', 'BGm', 'BK', 'B-day', 'Flag']) {
  START[name] = COMBINED_HEADER.indexOf(` ${name}`) + 1;
}

/** One line of the combined TXT list, each value where its column's name starts. */
export function txtLine(p) {
  const line = Array(COMBINED_HEADER.length + 4).fill(' ');
  const put = (col, v) => { if (v === undefined || v === '' || v === 0) return; [...String(v)].forEach((c, i) => { line[(col === 'ID' ? 0 : START[col]) + i] = c; }); };
  put('ID', p.id); put('Name', p.name); put('Fed', p.fed); put('Sex', p.sex); put('Tit', p.tit); put('WTit', p.wtit);
  put('SRtng', p.std); put('SGm', p.std ? 3 : 0); put('SK', p.std ? 20 : 0); put('RRtng', p.rapid); put('BRtng', p.blitz);
  put('B-day', p.born); put('Flag', p.flag);
  return line.join('').trimEnd();
}

export function txtList(list) {
  return Buffer.from([COMBINED_HEADER, ...list.map(txtLine), ''].join('\n'), 'latin1');
}

/** A single standard list in FIDE's XML (standard_…_xml.xml): one <rating>. */
export function xmlList(list) {
  const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rows = list.map((p) => `<player>\n<fideid>${p.id}</fideid>\n<name>${esc(p.name)}</name>\n<country>${p.fed}</country>\n<sex>${p.sex}</sex>\n<title>${p.tit || ''}</title>\n<w_title>${p.wtit || ''}</w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>${p.std || ''}</rating>\n<games>0</games>\n<k>20</k>\n<birthday>${p.born}</birthday>\n<flag>${p.flag || ''}</flag>\n</player>\n`);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<playerslist>\n${rows.join('')}</playerslist>\n`, 'utf8');
}

/** A zip holding `files` ([name, Buffer]), deflated. */
export function zip(files) {
  const parts = [];
  const dir = [];
  let at = 0;
  for (const [name, data] of files) {
    const packed = deflateRawSync(data);
    const n = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0); head.writeUInt16LE(20, 4); head.writeUInt16LE(8, 8);
    head.writeUInt16LE(0x5c21, 12); head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18); head.writeUInt32LE(data.length, 22); head.writeUInt16LE(n.length, 26);
    const cen = Buffer.alloc(46);
    cen.writeUInt32LE(0x02014b50, 0); cen.writeUInt16LE(20, 4); cen.writeUInt16LE(20, 6); cen.writeUInt16LE(8, 10);
    cen.writeUInt16LE(0x5c21, 14); cen.writeUInt32LE(crc32(data), 16); cen.writeUInt32LE(packed.length, 20);
    cen.writeUInt32LE(data.length, 24); cen.writeUInt16LE(n.length, 28); cen.writeUInt32LE(at, 42);
    parts.push(head, n, packed);
    dir.push(cen, n);
    at += 30 + n.length + packed.length;
  }
  const cd = Buffer.concat(dir);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(files.length, 8); end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12); end.writeUInt32LE(at, 16);
  return Buffer.concat([...parts, cd, end]);
}

// Errors of the package: JS Errors with a stable `code` and where the problem is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { torre, SEED } from './helpers.mjs';

const text = readFileSync(SEED, 'utf8');
const t = torre.parseTrf(text);

/** Call fn, return the thrown error (fails if nothing is thrown). */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('expected an error');
}

test('a bad rating in a TRF: TRF_INVALID with line, columns and player', () => {
  const lines = text.split('\n');
  // player 4's line (line 6 of the file): rating columns 49-52
  lines[5] = lines[5].slice(0, 48) + '24x0' + lines[5].slice(52);
  const e = thrown(() => torre.parseTrf(lines.join('\n')));
  assert.ok(e instanceof Error);
  assert.equal(e.name, 'TorreError');
  assert.equal(e.code, 'TRF_INVALID');
  assert.equal(e.line, 6);
  assert.deepEqual(e.columns, [49, 52]);
  assert.match(e.message, /line 6/);
  assert.equal(e.path, null);
});

test('an inconsistent game in a TRF names the line and the player', () => {
  const lines = text.split('\n');
  // Kevin's round-1 result "0" becomes "1": Alice's line says she won (1-1 cannot be; a 0-0,
  // ½-0 or 0-½ over the board can, and is read)
  lines[9] = lines[9].replace('     1 b 0', '     1 b 1');
  const e = thrown(() => torre.parseTrf(lines.join('\n')));
  assert.equal(e.code, 'TRF_INVALID');
  assert.equal(typeof e.line, 'number');
  assert.ok(e.player === 1 || e.player === 8, `player ${e.player}`);
});

test('not a TRF at all / empty / wrong argument type', () => {
  assert.equal(thrown(() => torre.parseTrf('hello\nworld\n')).code, 'TRF_INVALID');
  assert.equal(thrown(() => torre.parseTrf('')).code, 'TRF_INVALID');
  const e = thrown(() => torre.parseTrf(42));
  assert.equal(e.code, 'INVALID_ARGUMENT');
});

test('strict reading: a wrong points column is an error, otherwise a warning', () => {
  const lines = text.split('\n');
  lines[2] = lines[2].slice(0, 80) + ' 5.5' + lines[2].slice(84);
  const bad = lines.join('\n');
  assert.notEqual(bad, text);
  const report = torre.parseTrfReport(bad);
  assert.ok(report.warnings.length >= 1);
  assert.equal(report.warnings[0].line, 3);
  const e = thrown(() => torre.parseTrf(bad, { strict: true }));
  assert.equal(e.code, 'TRF_INVALID');
  assert.equal(e.line, 3);
});

test('a malformed tournament object: INVALID_TOURNAMENT with the path of the field', () => {
  const copy = structuredClone(t);
  copy.players[3].rounds[1] = { Game: { opponent: 9, colour: 'Purple', result: 'Win' } };
  const e = thrown(() => torre.writeTrf(copy));
  assert.equal(e.code, 'INVALID_TOURNAMENT');
  assert.equal(e.path, 'players[3].rounds[1].Game.colour');
  assert.match(e.message, /Purple/);
});

test('an inconsistent tournament object: INVALID_TOURNAMENT naming the player', () => {
  const copy = structuredClone(t);
  copy.players[0].rounds[0] = { Game: { opponent: 99, colour: 'White', result: 'Win' } };
  let e = thrown(() => torre.standings(copy));
  assert.equal(e.code, 'INVALID_TOURNAMENT');
  assert.equal(e.player, 1);
  assert.equal(e.path, 'players[0].rounds[0]');

  const swapped = structuredClone(t);
  // Kevin (player 8) wins the game Alice (player 1) won too: 1-1 cannot be
  swapped.players[7].rounds[0] = { Game: { opponent: 1, colour: 'Black', result: 'Win' } };
  e = thrown(() => torre.pair(swapped));
  assert.equal(e.code, 'INVALID_TOURNAMENT');
  assert.ok(e.player === 1 || e.player === 8, `player ${e.player}`);

  assert.equal(thrown(() => torre.writeTrf(null)).code, 'INVALID_TOURNAMENT');
  assert.equal(thrown(() => torre.writeTrf({ players: [] })).code, 'INVALID_TOURNAMENT');
  const ids = structuredClone(t);
  ids.players[2].id = 7;
  e = thrown(() => torre.writeTrf(ids));
  assert.equal(e.code, 'INVALID_TOURNAMENT');
  assert.equal(e.path, 'players[2].id');
});

test('bad options: INVALID_OPTIONS with the option\'s name', () => {
  let e = thrown(() => torre.pair(t, { system: 'monrad' }));
  assert.equal(e.code, 'INVALID_OPTIONS');
  assert.equal(e.path, 'system');
  e = thrown(() => torre.pair(t, { edition: 2019 }));
  assert.equal(e.code, 'INVALID_OPTIONS');
  assert.equal(e.path, 'edition');
  e = thrown(() => torre.standings(t, { tiebreaks: 'BH/C1,XYZ' }));
  assert.equal(e.code, 'INVALID_OPTIONS');
  assert.equal(e.path, 'tiebreaks');
  assert.match(e.message, /XYZ/);
  e = thrown(() => torre.standings(t, { tiebreak: 'BH' }));
  assert.equal(e.code, 'INVALID_OPTIONS', 'unknown option names are rejected (typos)');
  assert.match(e.message, /tiebreak/);
  e = thrown(() => torre.standings(t, { afterRound: 'six' }));
  assert.equal(e.code, 'INVALID_OPTIONS');
  assert.equal(e.path, 'afterRound');
});

test('rounds out of range', () => {
  let e = thrown(() => torre.standings(t, { afterRound: 9 }));
  assert.equal(e.code, 'ROUND_OUT_OF_RANGE');
  assert.equal(e.path, 'afterRound');
  e = thrown(() => torre.roundPairing(t, 7));
  assert.equal(e.code, 'ROUND_OUT_OF_RANGE');
});

test('pairing a finished tournament: CANNOT_PAIR (or UNSUPPORTED before the engine exists)', () => {
  const e = thrown(() => torre.pair(t, { system: 'dutch' }));
  assert.ok(['CANNOT_PAIR', 'UNSUPPORTED'].includes(e.code), e.code);
  if (e.code === 'CANNOT_PAIR') assert.match(e.message, /all 6 rounds/);
});

test('C.07 editions: 2023, 2024, 2026 accepted, others INVALID_OPTIONS at edition', () => {
  for (const edition of [2023, 2024, '2026']) assert.equal(torre.standings(t, { edition }).edition, String(edition));
  const e = thrown(() => torre.standings(t, { edition: 2025 }));
  assert.equal(e.code, 'INVALID_OPTIONS');
  assert.equal(e.path, 'edition');
});

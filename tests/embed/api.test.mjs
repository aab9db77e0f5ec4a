// The built npm package (target/torre-wasm-pkg, through its Node entry) against the `torre`
// command line, on the seed tournament ../shared/conformance/seeds/dutch-14p-6r.trf.
// Build first: scripts/build.d/20-wasm-api.sh.  Run: node --test tests/embed/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { torre, SEED, SHARED, beforeRound, parseCliPairing, runCli, runCliOk } from './helpers.mjs';

const text = readFileSync(SEED, 'utf8');
const t = torre.parseTrf(text);
const tmp = mkdtempSync(join(tmpdir(), 'torre-embed-'));
process.on('exit', () => rmSync(tmp, { recursive: true, force: true }));

/** The file's own round r, as pairs [white, black] sorted, and its PAB. */
function fileRound(r) {
  const p = torre.roundPairing(t, r);
  return { boards: p.boards.map((b) => [b.white, b.black]), bye: p.bye };
}

const sorted = (boards) => [...boards].sort((a, b) => a[0] - b[0] || a[1] - b[1]);

test('parseTrf reads the seed: 14 players, 6 rounds, the slides\' final scores', () => {
  assert.equal(t.players.length, 14);
  assert.equal(t.total_rounds, 6);
  assert.equal(t.initial_colour, 'White');
  assert.deepEqual(t.players.slice(0, 3).map((p) => [p.id, p.name, p.title, p.rating]),
    [[1, 'Alice', 'g', 2500], [2, 'Bruno', 'm', 2500], [3, 'Carla', 'wg', 2400]]);
  assert.deepEqual(t.players[0].rounds[0], { Game: { opponent: 8, colour: 'White', result: 'Win' } });
  assert.deepEqual(t.players[11].rounds[1], { Bye: 'Zero' });
  assert.deepEqual(t.players[13].rounds[1], { Bye: 'PairingAllocated' });
  assert.equal(t.players[0].declared_points, 45, 'points are in tenths in the Tournament object');
  // bytes (Buffer / Uint8Array) read the same as text
  assert.deepEqual(torre.parseTrf(readFileSync(SEED)), t);
  assert.deepEqual(torre.parseTrf(new Uint8Array(readFileSync(SEED))), t);
  const report = torre.parseTrfReport(text);
  assert.deepEqual(report.tournament, t);
  assert.deepEqual(report.warnings, []);
});

test('writeTrf writes what `torre trf` prints, and reads back to the same object', () => {
  const written = torre.writeTrf(t);
  assert.equal(written, runCliOk(['trf', SEED]));
  assert.deepEqual(torre.parseTrf(written), t);
});

test('JSON round trip: the tournament object survives JSON.stringify/parse', () => {
  const copy = JSON.parse(JSON.stringify(t));
  assert.equal(torre.writeTrf(copy), torre.writeTrf(t));
});

test('a hand-written tournament object: missing fields take the model defaults', () => {
  const mini = {
    players: [
      { name: 'A', rounds: [{ Game: { opponent: 2, colour: 'White', result: 'Win' } }] },
      { name: 'B', rounds: [{ Game: { opponent: 1, colour: 'Black', result: 'Loss' } }] },
    ],
  };
  const s = torre.standings(mini, { tiebreaks: [] });
  assert.deepEqual(s.rows.map((r) => [r.rank, r.player, r.points]), [[1, 1, 1], [2, 2, 0]]);
  assert.match(torre.writeTrf(mini), /^001 {4}1 .*A/m);
  assert.equal(mini.info, undefined, 'the caller\'s object is not modified');
});

test('roundPairing returns the file\'s round 5 in publication order', () => {
  const p = torre.roundPairing(t, 5);
  assert.equal(p.round, 5);
  assert.equal(p.bye, null);
  assert.deepEqual(p.boards.map((b) => b.board), [1, 2, 3, 4, 5, 6, 7]);
  assert.deepEqual(sorted(p.boards.map((b) => [b.white, b.black])),
    sorted([[2, 1], [3, 7], [4, 6], [5, 11], [9, 10], [13, 8], [14, 12]]));
});

// The Dutch engine lives in torre-core; until it is implemented both sides report so.
for (let r = 1; r <= 6; r++) {
  test(`pair() gives the same round-${r} pairing as \`torre --dutch -p\``, () => {
    const before = beforeRound(t, r);
    const file = join(tmp, `before-r${r}.trf`);
    writeFileSync(file, torre.writeTrf(before));
    const cli = runCli(['--dutch', file, '-p']);
    if (cli.status !== 0 && /not implemented/.test(cli.stderr)) {
      assert.throws(() => torre.pair(before, { system: 'dutch' }), (e) => e.code === 'UNSUPPORTED' && /not implemented/.test(e.message));
      return;
    }
    assert.equal(cli.status, 0, cli.stderr);
    const expected = parseCliPairing(cli.stdout);
    const got = torre.pair(before, { system: 'dutch' });
    assert.equal(got.round, r);
    assert.deepEqual(got.boards.map((b) => [b.white, b.black]), expected.boards, 'same boards, same order');
    assert.equal(got.bye, expected.bye);
  });
}

test('pair() reproduces the slides\' pairings of every round (needs the Dutch engine)', (ctx) => {
  for (let r = 1; r <= 6; r++) {
    let got;
    try {
      got = torre.pair(beforeRound(t, r), { system: 'dutch' });
    } catch (e) {
      if (e.code === 'UNSUPPORTED') return ctx.skip('the Dutch engine is not implemented in torre-core yet');
      throw e;
    }
    const want = fileRound(r);
    assert.deepEqual(sorted(got.boards.map((b) => [b.white, b.black])), sorted(want.boards), `round ${r}`);
    assert.equal(got.bye, want.bye, `round ${r} bye`);
  }
});

test('check() agrees with `torre --dutch -c`', () => {
  const cli = runCli(['--dutch', SEED, '-c']);
  const summary = cli.stdout.match(/checked (\d+) rounds: (\d+) match, (\d+) differ/);
  assert.ok(summary, cli.stdout + cli.stderr);
  if (/not implemented/.test(cli.stdout)) {
    assert.throws(() => torre.check(t, { system: 'dutch' }), (e) => e.code === 'UNSUPPORTED');
    return;
  }
  const report = torre.check(t, { system: 'dutch' });
  assert.equal(report.checked, Number(summary[1]));
  assert.equal(report.differing, Number(summary[3]));
  assert.equal(report.rounds.filter((r) => r.matches).length, Number(summary[2]));
});

for (const tiebreaks of ['BH/C1,BH,SB', 'swiss', 'PTS,DE,WIN,BPG,ARO,TPR,PS']) {
  test(`standings(${tiebreaks}) equal \`torre standings --json\` after every round`, () => {
    for (let k = 1; k <= 6; k++) {
      const flag = tiebreaks === 'swiss' ? ['--preset', 'swiss'] : ['--tiebreaks', tiebreaks];
      const cli = JSON.parse(runCliOk(['standings', SEED, ...flag, '--after-round', String(k), '--json']));
      const s = torre.standings(t, { tiebreaks, afterRound: k });
      assert.equal(s.afterRound, k);
      assert.deepEqual(s.tiebreaks.map((x) => x.code), cli.tiebreaks);
      assert.equal(s.rows.length, 14);
      for (const row of s.rows) {
        const c = cli.players[String(row.player)];
        assert.equal(row.rank, c.rank, `rank of ${row.player} after round ${k}`);
        assert.equal(row.points, c.points);
        s.tiebreaks.forEach((tb, i) => assert.equal(row.values[i], c[tb.code], `${tb.code} of ${row.player} after ${k}`));
      }
    }
  });
}

test('final standings: the slides\' scores, in rank order', () => {
  const s = torre.standings(t, { tiebreaks: 'BH/C1,BH,SB' });
  assert.equal(s.afterRound, 6);
  const pts = Object.fromEntries(s.rows.map((r) => [r.player, r.points]));
  assert.deepEqual(pts, { 1: 4.5, 2: 4.5, 5: 4.5, 4: 3.5, 7: 3.5, 14: 3.5, 3: 3, 6: 3, 8: 3, 10: 2.5, 11: 2.5, 9: 2, 12: 1, 13: 1 });
  for (let i = 1; i < s.rows.length; i++) assert.ok(s.rows[i - 1].points >= s.rows[i].points);
  assert.deepEqual(s.rows.map((r) => r.rank), [...s.rows.map((r) => r.rank)].sort((a, b) => a - b));
  assert.equal(s.rows[0].name, t.players[s.rows[0].player - 1].name);
  assert.equal(s.rows[0].display.length, 3);
});

test('standings and explain use the tournament\'s C.07 edition: the start date (042), else the latest', () => {
  const dated = (date) => torre.parseTrf(`042 ${date}\n` + readFileSync(SEED, 'utf8').replace(/^042 .*\n/m, ''));
  assert.equal(torre.standings(dated('2026/03/01'), { tiebreaks: 'BH' }).edition, '2026');
  assert.equal(torre.standings(dated('2025/09/01'), { tiebreaks: 'BH' }).edition, '2024');
  assert.equal(torre.standings(dated('2024/01/01'), { tiebreaks: 'BH' }).edition, '2023');
  assert.match(torre.standings(dated('2024/01/01'), { tiebreaks: 'BH' }).editionReason, /042/);
  assert.equal(torre.explain(dated('2025/09/01'), { player: 1, tiebreaks: 'BH' }).edition, '2024');
  assert.equal(torre.standings(dated('2024/01/01'), { tiebreaks: 'BH', edition: 2026 }).editionReason, 'options');
});

test('explain {player} matches `torre standings --explain --json`', () => {
  const e = torre.explain(t, { player: 5, tiebreaks: 'BH/C1,BH,SB' });
  const cli = JSON.parse(runCliOk(['standings', SEED, '--tiebreaks', 'BH/C1,BH,SB', '--explain', '5', '--json']));
  assert.equal(e.kind, 'tiebreaks');
  assert.equal(e.player, 5);
  assert.equal(e.rank, cli.rank);
  assert.equal(e.afterRound, cli.after_round);
  assert.deepEqual(e.items.map((i) => i.code), ['BH/C1', 'BH', 'SB']);
  assert.deepEqual(e.items.map((i) => Math.round(i.value * 100)), cli.items.map((i) => i.computed.value));
  assert.match(e.text, /Elisa/);
});

test('explain {round} gives the step-by-step trace of `torre --explain --json`, and the file\'s pairing', () => {
  for (const round of [2, 3, 5]) {
    const e = torre.explain(t, { round, system: 'dutch', edition: 2017 });
    const cli = JSON.parse(runCliOk(['--dutch', '--edition', '2017', SEED, '--explain', '--round', String(round), '--json']));
    assert.equal(e.kind, 'pairing');
    assert.equal(e.round, round);
    assert.deepEqual(e.dutch, cli.dutch);
    assert.deepEqual(e.pairing.boards.map((b) => [b.white, b.black]), fileRound(round).boards);
    assert.equal(e.pairing.bye, fileRound(round).bye);
    assert.equal(e.text, runCliOk(['--dutch', '--edition', '2017', SEED, '--explain', '--round', String(round)]));
  }
  // the slides' round 2: 1-5 2-6 3-7 not perfect, then the transposition 1-5 2-7 3-6 accepted
  const b = torre.explain(t, { round: 2, edition: 2017 }).dutch.brackets[0];
  assert.deepEqual(b.candidates.map((c) => [c.pairs, c.fate]),
    [[[[1, 5], [2, 6], [3, 7]], 'best_so_far'], [[[1, 5], [2, 7], [3, 6]], 'perfect']]);
  assert.throws(() => torre.explain(t, { round: 9 }), (err) => err.code === 'ROUND_OUT_OF_RANGE');
  assert.throws(() => torre.explain(t, { round: 2, player: 1 }), (err) => err.code === 'INVALID_OPTIONS');
  const d = torre.explain(torre.parseTrf(readFileSync(join(SHARED, 'conformance/seeds/dubov-14p-6r.trf'))), { round: 3, system: 'dubov' });
  assert.equal(d.system, 'dubov');
  assert.equal(d.dubov.colours.length, d.pairing.boards.length);
});

test('check() agrees with `torre --dutch -c` on an accelerated (XXA) tournament', () => {
  const file = join(SHARED, 'conformance/dutch-2017-baku/n0013-r07-s14.trf');
  const cli = runCli(['--dutch', file, '-c']);
  const summary = cli.stdout.match(/checked (\d+) rounds: (\d+) match, (\d+) differ/);
  assert.ok(summary, cli.stdout + cli.stderr);
  const report = torre.check(torre.parseTrf(readFileSync(file)), { system: 'dutch' });
  assert.deepEqual([report.checked, report.checked - report.differing, report.differing], summary.slice(1).map(Number));
});

test('check() and pair() agree with `torre --dubov` on the Dubov seed', () => {
  const file = join(SHARED, 'conformance/seeds/dubov-14p-6r.trf');
  const dubov = torre.parseTrf(readFileSync(file));
  const cli = runCli(['--dubov', file, '-c']);
  const summary = cli.stdout.match(/checked (\d+) rounds: (\d+) match, (\d+) differ/);
  assert.ok(summary, cli.stdout + cli.stderr);
  const report = torre.check(dubov, { system: 'dubov' });
  assert.deepEqual([report.checked, report.checked - report.differing, report.differing], summary.slice(1).map(Number));
  const before = beforeRound(dubov, 4);
  const tmpFile = join(tmp, 'dubov-before-r4.trf');
  writeFileSync(tmpFile, torre.writeTrf(before));
  const expected = parseCliPairing(runCliOk(['--dubov', tmpFile, '-p']));
  const got = torre.pair(before, { system: 'dubov' });
  assert.deepEqual(got.boards.map((b) => [b.white, b.black]), expected.boards);
  assert.equal(got.bye, expected.bye);
});

test('generateTrf writes what `torre -g` writes for the same seed, in both layouts', () => {
  const config = 'PlayersNumber=11\nRoundsNumber=5\nTieBreaks=BH,SB\n';
  const cfgFile = join(tmp, 'rtg.cfg');
  writeFileSync(cfgFile, config);
  for (const [layout, flags] of [[false, []], [true, ['--trf', '2026']]]) {
    const out = join(tmp, `gen-${layout}.trf`);
    runCliOk(['--dutch', '--edition', '2017', '-g', cfgFile, '-o', out, '-s', '77', ...flags]);
    const js = torre.generateTrf(config, 77, { system: 'dutch', edition: 2017 }, layout);
    assert.equal(js, readFileSync(out, 'utf8'));
    const g = torre.parseTrf(js);
    assert.equal(g.players.length, 11);
    assert.equal(torre.check(g, { system: 'dutch' }).differing, 0);
  }
  assert.throws(() => torre.generateTrf('Colour=red', 1), /unknown key "Colour"/);
});

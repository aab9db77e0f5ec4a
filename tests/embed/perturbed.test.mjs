// Issue 22's speed cliff through the built npm package: the 1000-player anchor
// (../shared/conformance/perf/n1000-r11-s42.trf, read at run time) cut after round 10, with both
// colours of every round-10 game swapped (a consistent file), round 11 paired by pair(). Without
// the engine's path searches (cargo feature `search-by-paths`) and the warm-started upfloater
// matching this took minutes in WebAssembly; now seconds. The timeout makes a returning cliff a
// failure; speed figures live in docs/benchmarks.md. Run: node --test tests/embed/perturbed.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { torre, SHARED, beforeRound } from './helpers.mjs';

const anchor = torre.parseTrf(readFileSync(join(SHARED, 'conformance/perf/n1000-r11-s42.trf')));

/** The anchor before round 11 with round 10's colours swapped on both sides of every game. */
function swappedLastRound() {
  const t = beforeRound(anchor, 11);
  let games = 0;
  for (const p of t.players) {
    const e = p.rounds[9];
    if (e?.Game?.colour) {
      e.Game.colour = e.Game.colour === 'White' ? 'Black' : 'White';
      games++;
    }
  }
  assert.ok(games > 900, `round 10 has ${games} game sides with a colour`);
  t.total_rounds = 11;
  return t;
}

const played = (e) => e?.Game && !['ForfeitWin', 'ForfeitLoss'].includes(e.Game.result);

/** A complete round: every player paired once (or the PAB), no two who played before (C1). */
function assertComplete(t, p) {
  assert.equal(p.round, 11);
  const seen = new Set();
  const met = new Map(t.players.map((q) => [q.id, new Set(q.rounds.filter(played).map((e) => e.Game.opponent))]));
  for (const { white, black } of p.boards) {
    for (const id of [white, black]) {
      assert.ok(!seen.has(id), `player ${id} on two boards`);
      seen.add(id);
    }
    assert.ok(!met.get(white).has(black), `${white} and ${black} played before`);
  }
  if (p.bye != null) seen.add(p.bye);
  assert.equal(seen.size, t.players.length);
}

for (const system of ['dubov', 'dutch']) {
  test(`pair() pairs the 1000-player file with the last round's colours swapped (${system}) in seconds`, { timeout: 60_000 }, () => {
    const t = swappedLastRound();
    const start = performance.now();
    const p = torre.pair(t, { system, edition: 2026 });
    const seconds = (performance.now() - start) / 1000;
    assertComplete(t, p);
    console.log(`# ${system}: ${p.boards.length} boards in ${seconds.toFixed(2)} s (WebAssembly, Node ${process.version})`);
  });
}

// The package as a site's project gets it: `npm pack` of target/torre-wasm-pkg, installed from
// the tarball into an empty project (offline: the package has no dependencies), then the Node
// example of the package's own README run as written, against a real TRF.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PKG, SEED, torre } from './helpers.mjs';

const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

test('the tarball installs with npm and the README\'s Node example runs as written', () => {
  const dir = mkdtempSync(join(tmpdir(), 'torre-npm-'));
  try {
    npm(['pack', PKG, '--pack-destination', dir, '--silent'], dir);
    const tgz = readdirSync(dir).find((f) => f.endsWith('.tgz'));
    assert.ok(tgz, 'npm pack wrote a tarball');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'club-site', version: '1.0.0', type: 'module' }));
    npm(['install', '--offline', '--no-audit', '--no-fund', `./${tgz}`], dir);
    const installed = join(dir, 'node_modules/torre-wasm');
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    // every file the README names is in the package
    for (const f of readme.match(/[\w-]+\.(?:d\.ts|js|wasm)\b/g)) {
      if (!['torre_wasm.js', 'torre_wasm_bg.wasm', 'torre-embed.js', 'torre_wasm.d.ts', 'torre-embed.d.ts'].includes(f)) continue;
      assert.ok(existsSync(join(installed, f)), `the README names ${f}, which the package lacks`);
    }
    // the Node example (the block that starts with "// Node") on an event after round 5 of 6
    const t = torre.parseTrf(readFileSync(SEED, 'utf8'));
    for (const p of t.players) { p.rounds = p.rounds.slice(0, 5); p.declared_points = null; }
    writeFileSync(join(dir, 'event.trf'), torre.writeTrf(t));
    const node = readme.match(/```js\n(\/\/ Node[\s\S]*?)```/);
    assert.ok(node, 'the README has a Node example');
    writeFileSync(join(dir, 'example.mjs'), node[1]);
    const out = execFileSync(process.execPath, ['example.mjs'], { cwd: dir, encoding: 'utf8' });
    const expected = torre.pair(t);
    assert.match(out, new RegExp(`round: ${expected.round},`), out);
    assert.match(out, new RegExp(`board: 1, white: ${expected.boards[0].white}, black: ${expected.boards[0].black}`), out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import { launch, startServer, T } from './helpers.mjs';
const s = await startServer();
const b = await launch();
for (const [w, h, tag] of [[1024, 768, 'proj'], [390, 844, 'phone']]) {
  const page = await b.newPage({ viewport: { width: w, height: h } });
  for (const [seed, round] of [['dutch-14p-6r', 3], ['dubov-14p-6r', 5]]) {
    await page.goto(s.base);
    await page.selectOption(T('language'), 'it');
    await page.click(`${T('teaching-seed')}[data-seed="${seed}"]`);
    await page.waitForSelector(T('explain-view'));
    await page.selectOption(T('explain-round'), String(round));
    await page.waitForSelector(`${T('explain-body')}[data-round="${round}"]`);
    await page.click(T('explain-present'));
    for (let k = 0; k < 40; k++) {
      await page.waitForTimeout(120);
      await page.screenshot({ path: `/tmp/walk/${tag}-${seed}-r${round}-${String(k).padStart(2, '0')}.png` });
      if (await page.isDisabled(T('explain-next'))) break;
      await page.click(T('explain-next'));
    }
    if (tag === 'proj') { await page.keyboard.press('l'); await page.waitForTimeout(150); await page.screenshot({ path: `/tmp/walk/${tag}-${seed}-legend.png` }); await page.keyboard.press('l'); }
  }
  await page.close();
}
await b.close(); s.proc.kill();

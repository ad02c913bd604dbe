// Retakes the README's screenshots in docs/ from the release build in dist/
// (`make screenshots`). Not part of `make test`, so a test run leaves the tree clean.
// `node scripts/screenshots.mjs out/` writes them elsewhere, e.g. to look at them.
import { serve, launch, open } from '../tests/e2e/harness.mjs';

const out = process.argv[2] ?? new URL('../docs/', import.meta.url).pathname;

const shots = [
  // name, link, viewport, what to do before the picture
  ['screenshot.png', '?piles=3,4,5&lang=en', { width: 1366, height: 768 }, async (page) => {
    await page.hover('[data-pile="3"] [data-take="3"]');
  }],
  ['phone.png', '?piles=3,4,5&lang=en', { width: 390, height: 844 }, async () => {}],
  ['tableau.png', '?piles=3,4,8&lang=en', { width: 1366, height: 768 }, async (page) => {
    await page.hover('[data-pile="3"] [data-take="1"]');
  }],
  ['bundles.png', '?piles=13,6,11&vs=friend&lang=en', { width: 1366, height: 768 }, async (page) => {
    // 12, 6, 11 after the move: the units column is odd, and so is pile 3's bundle of 1.
    await page.click('[data-pile="1"] [data-take="1"]');
    await page.keyboard.press('g');
    await page.waitForSelector('.binary-bundle.odd');
  }],
  ['italian.png', '?piles=3,4,5&lang=it', { width: 1366, height: 768 }, async () => {}],
  ['projector-1024x768.png', '?piles=15,15,15,15,15,15,15,15&projector=1&lang=en', { width: 1024, height: 768 }, async () => {}],
  ['projector-1920x1080.png', '?piles=1,3,5,7,9,11,13,15&projector=1&lang=en', { width: 1920, height: 1080 }, async () => {}],
  ['nim-table.png', '?lang=en#/learn/table', { width: 1366, height: 768 }, async () => {}],
];

const site = await serve('/');
const browser = await launch();
try {
  for (const [name, link, viewport, before] of shots) {
    const page = await open(browser, site, link, viewport);
    await before(page);
    // Let the hover preview and any fade finish; the picture starts at the top.
    await page.waitForTimeout(600);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: out + name });
    await page.close();
    console.log(`${out}${name}`);
  }
} finally {
  await browser.close();
  await site.close();
}

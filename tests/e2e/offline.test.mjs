// Offline: after one visit the app starts with the network off; a new release
// replaces the cached one on the next visit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, serve, root } from './harness.mjs';

async function controlled(page) {
  await page.waitForSelector('html[data-ready="true"]');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
    }
  });
}

/** A first visit in a fresh profile, with the worker installed and in control. */
async function firstVisit(browser, site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(site.url + '?piles=5,6&vs=friend');
  await controlled(page);
  return { context, page };
}

test('after one visit the app loads with the network off, and a new release replaces it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'bouton-offline-'));
  await cp(root, dir, { recursive: true });
  const site = await serve('/', dir + '/');
  const browser = await launch();
  try {
    const { context, page } = await firstVisit(browser, site);
    const first = await page.evaluate(() => caches.keys());
    assert.equal(first.length, 1);
    // Installable: a manifest with a name, a start page and an icon that loads.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]');
      const json = await (await fetch(link.href)).json();
      const icon = await fetch(new URL(json.icons[0].src, link.href));
      return { name: json.name, start: json.start_url, display: json.display, icon: icon.ok };
    });
    assert.deepEqual(manifest, { name: 'Bouton · Nim', start: './', display: 'standalone', icon: true });

    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    assert.equal(await page.$$eval('[data-testid=board] [data-pile]', (l) => l.length), 2);
    // The QR module, never fetched online, is in the worker's cache too.
    await page.click('[data-testid=share]');
    await page.waitForSelector('svg[data-testid=qr]');

    // A new release: a changed page and a worker with a new version.
    await context.setOffline(false);
    const index = join(dir, 'index.html');
    await writeFile(index, (await readFile(index, 'utf8')).replace('<html', '<html data-release="2"'));
    const sw = join(dir, 'sw.js');
    const worker = await readFile(sw, 'utf8');
    assert.ok(/"[0-9a-f]{16}"/.test(worker), 'the build wrote a version');
    await writeFile(sw, worker.replace(/"[0-9a-f]{16}"/, '"feedfacefeedface"'));
    await page.reload();
    await page.waitForSelector('html[data-ready="true"][data-release="2"]');
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0] === 'bouton-feedfacefeedface';
    }, null, { timeout: 10000 });

    await context.setOffline(true);
    await site.close();
    await page.reload();
    await page.waitForSelector('html[data-ready="true"][data-release="2"]');
  } finally {
    await browser.close();
    await site.close().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
});

test('another page of the site visited online does not become the offline app', async () => {
  const site = await serve('/');
  const browser = await launch();
  try {
    const { context, page } = await firstVisit(browser, site);
    // A page beside the app, under the worker's scope, opened in the same tab.
    await page.goto(site.url + 'manifest.webmanifest');
    await context.setOffline(true);
    await page.goto(site.url + '?piles=3,4,5');
    await page.waitForSelector('html[data-ready="true"]');
    assert.deepEqual(await page.$$eval('[data-testid=board] [data-pile]', (l) => l.map((e) => e.dataset.count)), ['3', '4', '5']);
  } finally {
    await browser.close();
    await site.close();
  }
});

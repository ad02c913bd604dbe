// Bouton's service worker: after one visit the app starts with no network.
// The release build writes VERSION and FILES (every file of the build); a new
// release is a new worker, which caches the new files and drops the old ones.
const VERSION = 'dev';
const FILES = [];
const CACHE = `bouton-${VERSION}`;
const PAGE = './';
// The app's own page; any other page of the site is left to the network.
const APP = new URL(PAGE, location).pathname;

addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll([PAGE, ...FILES])).then(() => self.skipWaiting()),
  );
});

addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('bouton-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.replace(/index\.html$/, '') !== APP) return;
    // The page from the network, so a new release shows at once; the cached
    // page if the network fails or takes more than 4 seconds.
    const cached = () => caches.match(PAGE).then((hit) => hit || Response.error());
    const network = fetch(request).then((response) => {
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
      }
      return response;
    });
    const slow = new Promise((resolve) => setTimeout(resolve, 4000))
      .then(() => caches.match(PAGE))
      .then((hit) => hit || network);
    event.respondWith(Promise.race([network.catch(cached), slow]));
    return;
  }
  // Built files have their content's hash in their names: the cache is always right.
  event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
});

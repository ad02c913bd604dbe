// Trunk post_build hook, release builds only:
// - bundles wasm-bindgen's snippets into the JavaScript glue, minifies it (Trunk
//   leaves it as written) and marks it for eager compilation (see below);
// - writes the service worker's list of files and a version that changes with
//   every build, and points the manifest (written on one line) at the hashed icon;
// - cuts Trunk's inline loader down to the call that starts the app, after
//   public/crash.js (inlined), puts the preloads of the glue and the wasm first,
//   and drops the `data-integrity=none` Trunk leaves (index.html asks for no
//   integrity digests);
// - sends a learning page typed as a path (`/learn/table`, `/learn/table/`) to
//   its link, and an address deeper than the app's folder up to it;
// - adds a Content-Security-Policy: scripts only from the app itself plus the
//   two inline scripts (allowed by their hashes), WebAssembly compilation but
//   no eval, nothing from other sites;
// - has the loader mend a link whose `&` arrived as `&amp;`;
// - names the modules fetched later, the learning pages' (src/bin/learn.rs), the
//   nimbers page's (src/bin/nimbers.rs) and the QR code's (qr/), by their
//   content's hash and tells the page where they are.
import { readFile, writeFile, readdir, rename, unlink, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, transform } from 'esbuild';

if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
const dir = process.env.TRUNK_STAGING_DIR;
const html = join(dir, 'index.html');
let page = await readFile(html, 'utf8');

// Nearly every function of a glue runs as its module starts (the wasm's
// imports). Chromium otherwise compiles each on the main thread the first time
// it is called; this comment, first in the file, has it compile them all while
// the file streams in, off the main thread (V8's explicit compile hints).
// Other browsers read a comment.
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';
// wasm-bindgen's snippets (the Rust code's `inline_js`) are bundled into the
// glue that imports them: a file the glue imports is one more request, asked
// for only once the glue has arrived.
for (const name of await readdir(dir)) {
  if (!name.endsWith('.js') || name === 'sw.js') continue;
  const file = join(dir, name);
  const built = await build({ entryPoints: [file], bundle: true, minify: true, format: 'esm', write: false, logLevel: 'error' });
  await writeFile(file, COMPILE_ALL + built.outputFiles[0].text);
}
await rm(join(dir, 'snippets'), { recursive: true, force: true });

// Trunk's inline loader also hands the bindings to `window` and announces the
// start with an event; nothing here uses either, so it is cut to the one call
// that starts the app (about 0.1 KB gzipped), after public/crash.js, which
// watches for the WebAssembly stopping (inline: a file of its own cost about
// 0.1 KB more to load, its tag and its place in the worker's list).
const loaders = [...page.matchAll(/<script type="?module"?>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
if (loaders.length !== 1) throw new Error(`expected one inline loader script, found ${loaders.length}`);
const glue = loaders[0].match(/from '(\.\/[\w-]+\.js)'/);
const module = loaders[0].match(/module_or_path: '(\.\/[\w-]+_bg\.wasm)'/);
if (!glue || !module) throw new Error("Trunk's inline loader is not as expected: update scripts/post-build.mjs");
const crashFile = join(process.env.TRUNK_SOURCE_DIR, 'public', 'crash.js');
const crash = (await transform(await readFile(crashFile, 'utf8'), { minify: true, charset: 'utf8', format: 'esm' })).code.trim();
// A page the browser brings back from its back/forward cache is reloaded: the
// game in storage may have changed since (another game played, this one put
// aside), and the app decides what to open from the address and the storage.
const back = 'onpageshow=e=>e.persisted&&location.reload();';
// A link copied out of an e-mail's or a page's markup may carry `&amp;` for `&`:
// the address is mended before the app reads it, so it means what it was meant to.
const amp = "location.href.includes('&amp;')&&history.replaceState(null,'',location.href.replaceAll('&amp;','&'));";
// The browser loads a storage from disk the first time the page touches it,
// on the main thread: the two the app reads as it starts are touched while
// the wasm is fetched and compiled, off the main thread.
const warm = ';try{sessionStorage.length,localStorage.length}catch{}';
const start = `import init from'${glue[1]}';${crash}${back}${amp}init({module_or_path:'${module[1]}'})${warm}`;
page = page.replace(loaders[0], () => start); // no `$` patterns in the code
// The glue and the wasm are what the app waits for: Trunk's preloads of them
// (the preload scanner cannot read the loader's import) go first in the page,
// before the stylesheet, and its preloads of the snippets, bundled above, go.
// Trunk leaves `data-integrity=none` on the tags it copies.
const escaped = (path) => path.replace(/[.]/g, '\\.');
const preloads = [
  new RegExp(`<link[^>]*href="?${escaped(glue[1])}"?[^>]*rel="?modulepreload"?[^>]*>`),
  new RegExp(`<link[^>]*href="?${escaped(module[1])}"?[^>]*rel="?preload"?[^>]*>`),
].map((tag) => page.match(tag)?.[0]);
if (!preloads.every(Boolean)) throw new Error("no preload of the glue or the wasm: update scripts/post-build.mjs");
for (const tag of preloads) page = page.replace(tag, '');
page = page
  .replaceAll(/<link[^>]*href="?\.\/snippets\/[^>]*>/g, '')
  .replace(/<link\b/, (m) => preloads.join('') + m)
  .replaceAll(/ data-integrity="?none"?/g, '');

// A learning page's address typed as a path (`/learn/table`, `/nim/learn/table`)
// reaches this page only from a server that answers every path with the app;
// its relative files would then be asked for under `learn/`, and get the page
// again. Before any of them is asked for, a classic script, run as the parser
// meets it, sends the address to the page's own link (`./#/learn/table`), its
// query after the `#` as a learning page's link carries it. Only `learn/` and
// one name with no slash after it, or a page's name with one (`/learn/safe/`):
// an app served from `/learn/nim/` is not one, though one served from a
// folder named as a page (`/learn/safe/`) would be taken for that page. The name in any case, and with
// a sentence's punctuation after it (a link copied from the end of one), as
// the router reads a page's name. The pages' names are the router's.
const router = await readFile(new URL('../src/view/router.rs', import.meta.url), 'utf8');
const pages = [...router.matchAll(/\(Route::\w+, "#\/learn\/([a-z-]+)"\)/g)].map((m) => m[1]);
if (pages.length < 5) throw new Error(`the router's pages not found in src/view/router.rs: ${pages}`);
const toPage = `(m=>m&&location.replace(m[1]+'#/learn/'+(m[2]||m[3])+location.search))(location.pathname.match(/^(.*\\/)learn\\/(?:([a-z-]+[.,;:!)\\]]*)|(${pages.join('|')})\\/)$/i))`;
// Any other address a folder deeper than the app (`/learn/`, `/a/b`, from a
// server that answers every path with the page) would leave a blank page: the
// glue, asked for in the wrong folder, comes back as this page, not a script.
// When the loader (the one inline module) cannot start, the folders above
// are asked for the glue, the nearest first: the first that has it is the
// app's, and the address goes there, its query and `#` kept. If none has it
// (the network failed, or the app's own files are missing), the page says
// so, with a Reload. Written in ASCII, as the hash of it the policy allows.
const up = `addEventListener('error',e=>{const l=e.target;if(l.tagName!='SCRIPT'||l.type!='module'||l.src)return;const n=document.querySelector('link[rel=modulepreload]').getAttribute('href');let u=new URL('.',location);const m=(t,x,c)=>{const e=document.createElement(t);e.textContent=x;c&&c(e);return e},s=()=>document.body.append(m('div','',d=>{d.className='crash';d.role='alert';d.dataset.testid='not-loaded';d.append('Bouton could not load its files. ',m('span','Bouton non \\u00e8 riuscito a caricare i suoi file. ',x=>x.lang='it'),m('a','Reload \\u00b7 Ricarica',a=>{a.href='';a.className='button primary'}))})),f=()=>{if(u.pathname=='/')return s();u=new URL('..',u);fetch(new URL(n,u)).then(r=>r.ok&&/javascript/.test(r.headers.get('content-type'))?location.replace(u+location.search+location.hash):f(),s)};f()},true);`;
const route = toPage + ';' + up;
page = page.replace(/<meta charset=("?)utf-8\1>/i, (m) => `${m}<script>${route}</script>`);
const hash = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hash(start)} ${hash(route)}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
if (!/<meta charset=("?)utf-8\1>/i.test(page)) throw new Error('no <meta charset> to place the policy after');
page = page.replace(/<meta charset=("?)utf-8\1>/i, (m) => m + meta);
// The modules fetched later, the learning pages', the nimbers page's and the QR
// code's: Trunk names a worker-type build after its binary (nimbers.js,
// nimbers_bg.wasm). Named by its content's hash, like every other built file,
// neither the browser's cache nor the worker's can serve an old copy; the app
// reads the name from the page (src/view/module.rs).
for (const bin of ['learn', 'nimbers', 'qr']) {
  const glueFile = join(dir, `${bin}.js`);
  const wasmFile = join(dir, `${bin}_bg.wasm`);
  const [glueCode, wasm] = [await readFile(glueFile, 'utf8'), await readFile(wasmFile)];
  if (!glueCode.includes(`${bin}_bg.wasm`)) throw new Error(`${bin}.js: no ${bin}_bg.wasm to rename: update scripts/post-build.mjs`);
  const hash = createHash('sha256').update(glueCode).update(wasm).digest('hex').slice(0, 16);
  const [glueName, wasmName] = [`${bin}-${hash}.js`, `${bin}-${hash}_bg.wasm`];
  await writeFile(join(dir, glueName), glueCode.replaceAll(`${bin}_bg.wasm`, wasmName));
  await unlink(glueFile);
  await rename(wasmFile, join(dir, wasmName));
  page = page.replace(/<meta charset=("?)utf-8\1>/i, (m) => `${m}<meta name="${bin}-module" content="./${glueName}">`);
}

// Last, so the worker's version covers the page as it is served. Every file,
// those in folders too (wasm-bindgen's snippets).
async function listed(sub = '') {
  const entries = await readdir(join(dir, sub), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listed(join(sub, e.name)) : [join(sub, e.name)])));
  return nested.flat();
}
const names = (await listed()).filter((n) => n !== 'sw.js' && n !== 'index.html').sort();
const icon = names.find((n) => /^favicon-.*\.svg$/.test(n));
const manifest = join(dir, 'manifest.webmanifest');
const app = JSON.parse(await readFile(manifest, 'utf8'));
app.icons[0].src = icon;
await writeFile(manifest, JSON.stringify(app));
const version = createHash('sha256');
for (const name of [...names, 'index.html']) {
  version.update(name).update(name === 'index.html' ? page : await readFile(join(dir, name)));
}
const sw = join(dir, 'sw.js');
const worker = (await readFile(sw, 'utf8'))
  .replace("const VERSION = 'dev';", `const VERSION = '${version.digest('hex').slice(0, 16)}';`)
  .replace('const FILES = [];', `const FILES = ${JSON.stringify(names)};`);
if (!worker.includes('const FILES = ["')) throw new Error('sw.js: no FILES list to fill');
await writeFile(sw, (await transform(worker, { minify: true })).code);
await writeFile(html, page);

// Trunk post_build hook, release builds only:
// - gives wasm-bindgen's imports and exports short names in the .wasm and its
//   glue (scripts/short-names.mjs: 4 to 4.6 KB gzipped) and updates the .wasm's
//   integrity digest in index.html;
// - minifies wasm-bindgen's JavaScript glue (Trunk leaves it as written) and updates
//   its integrity digest in index.html;
// - writes the service worker's list of files and a version that changes with
//   every build, and points the manifest at the hashed icon;
// - cuts Trunk's inline loader down to the call that starts the app;
// - adds a Content-Security-Policy: scripts only from the app itself plus the one
//   inline loader (allowed by its hash), WebAssembly compilation but no
//   eval, nothing from other sites.
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { shortenNamesIn } from './short-names.mjs';

if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
const dir = process.env.TRUNK_STAGING_DIR;
const html = join(dir, 'index.html');
let page = await readFile(html, 'utf8');

/** Replaces the digest Trunk wrote for `name`, wherever it appears in the page. */
function setIntegrity(name, bytes) {
  // The tags that load it (a preload link or a script, attributes in any order).
  const tag = new RegExp(`<[^>]*${name.replace(/[.]/g, '\\.')}[^>]*>`, 'g');
  const old = (page.match(tag) ?? []).flatMap((t) => t.match(/(?<=integrity="?)sha384-[A-Za-z0-9+/=]+/g) ?? []);
  if (!old.length) throw new Error(`no integrity attribute for ${name} in index.html`);
  const digest = 'sha384-' + createHash('sha384').update(bytes).digest('base64');
  for (const d of old) page = page.replaceAll(d, digest);
}

// Before the minification: it renames keys in the glue.
const wasm = await shortenNamesIn(dir);
setIntegrity(wasm, await readFile(join(dir, wasm)));

for (const name of await readdir(dir)) {
  if (!name.endsWith('.js') || name === 'sw.js') continue;
  const file = join(dir, name);
  const { code } = await transform(await readFile(file, 'utf8'), { minify: true, format: 'esm' });
  await writeFile(file, code);
  setIntegrity(name, code);
}

// Trunk's inline loader also hands the bindings to `window` and announces the
// start with an event; nothing here uses either, so it is cut to the one call
// that starts the app (about 0.1 KB gzipped).
const loaders = [...page.matchAll(/<script type="?module"?>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
if (loaders.length !== 1) throw new Error(`expected one inline loader script, found ${loaders.length}`);
const glue = loaders[0].match(/from '(\.\/[\w-]+\.js)'/);
const module = loaders[0].match(/module_or_path: '(\.\/[\w-]+_bg\.wasm)'/);
if (!glue || !module) throw new Error("Trunk's inline loader is not as expected: update scripts/post-build.mjs");
const start = `import init from'${glue[1]}';init({module_or_path:'${module[1]}'})`;
page = page.replace(loaders[0], start);

const loader = `'sha256-${createHash('sha256').update(start).digest('base64')}'`;
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${loader}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
if (!/<meta charset=("?)utf-8\1>/i.test(page)) throw new Error('no <meta charset> to place the policy after');
page = page.replace(/<meta charset=("?)utf-8\1>/i, (m) => m + meta);
// Last, so the worker's version covers the page as it is served.
const names = (await readdir(dir)).filter((n) => n !== 'sw.js' && n !== 'index.html').sort();
const icon = names.find((n) => /^favicon-.*\.svg$/.test(n));
const manifest = join(dir, 'manifest.webmanifest');
await writeFile(manifest, (await readFile(manifest, 'utf8')).replace('"favicon.svg"', JSON.stringify(icon)));
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

// Trunk post_build hook: minifies wasm-bindgen's JavaScript glue (Trunk leaves it
// as written) and updates its integrity digest in index.html. Release builds only.
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { transform } from 'esbuild';

if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
const dir = process.env.TRUNK_STAGING_DIR;
const html = join(dir, 'index.html');
let page = await readFile(html, 'utf8');
for (const name of await readdir(dir)) {
  if (!name.endsWith('.js')) continue;
  const file = join(dir, name);
  const { code } = await transform(await readFile(file, 'utf8'), { minify: true, format: 'esm' });
  await writeFile(file, code);
  const digest = 'sha384-' + createHash('sha384').update(code).digest('base64');
  const link = new RegExp(`(href="?[^\\s">]*${name.replace(/[.]/g, '\\.')}"? integrity="?)sha384-[A-Za-z0-9+/=]+`);
  if (!link.test(page)) throw new Error(`no integrity attribute for ${name} in index.html`);
  page = page.replace(link, `$1${digest}`);
}
await writeFile(html, page);

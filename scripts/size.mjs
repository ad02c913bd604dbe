// Prints each shipped file of a Trunk dist folder with its size raw, gzipped
// and brotli-compressed, and the totals; fails when the gzipped total is over
// the tripwire. The tripwire catches an accident (a heavy dependency pulled
// in); it is not a budget to spend down to.
//
// The app is every file but the nimbers page's module (`nimbers-*`), which is
// fetched only when a person opens that page: it is counted apart, against a
// tripwire of its own.
//
//   node scripts/size.mjs [dist] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TRIPWIRE_KB = 300;
export const PAGE_TRIPWIRE_KB = 200;

/** Whether a built file is the nimbers page's module, loaded when the page opens. */
export const loadedLater = (file) => /^nimbers-/.test(file);

function files(dir) {
  // Hidden entries are not shipped (Trunk stages a build in `.stage`).
  return readdirSync(dir).filter((name) => !name.startsWith('.')).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/// Each file's sizes in bytes, and the totals.
export function sizes(dist, which = (file) => !loadedLater(file)) {
  const rows = files(dist).filter((path) => which(relative(dist, path))).map((path) => {
    const data = readFileSync(path);
    return {
      file: relative(dist, path),
      bytes: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
  });
  const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
  return { rows, total: { bytes: total('bytes'), gzip: total('gzip'), brotli: total('brotli') } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dist = args.find((a) => !a.startsWith('--')) ?? 'dist';
  const app = sizes(dist);
  const page = sizes(dist, loadedLater);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...app, nimbersPage: page }, null, 2));
  } else {
    const line = (file, b, g, br) =>
      console.log(`${file.padEnd(48)} ${String(b).padStart(10)} ${String(g).padStart(10)} ${String(br).padStart(10)}`);
    line('file', 'bytes', 'gzip', 'brotli');
    for (const r of app.rows) line(r.file, r.bytes, r.gzip, r.brotli);
    line('total', app.total.bytes, app.total.gzip, app.total.brotli);
    console.log('loaded when the nimbers page is first opened:');
    for (const r of page.rows) line(r.file, r.bytes, r.gzip, r.brotli);
    line('total', page.total.bytes, page.total.gzip, page.total.brotli);
    console.log(`the app: gzipped ${(app.total.gzip / 1024).toFixed(1)} KB, tripwire ${TRIPWIRE_KB} KB`);
    console.log(`the nimbers page: gzipped ${(page.total.gzip / 1024).toFixed(1)} KB, tripwire ${PAGE_TRIPWIRE_KB} KB`);
  }
  let over = false;
  for (const [what, { total }, limit] of [['the app', app, TRIPWIRE_KB], ['the nimbers page', page, PAGE_TRIPWIRE_KB]]) {
    if (total.gzip > limit * 1024) {
      console.error(`${what} is over its ${limit} KB tripwire: ${(total.gzip / 1024).toFixed(1)} KB gzipped (a heavy dependency pulled in?)`);
      over = true;
    }
  }
  if (page.rows.length === 0) {
    console.error('no nimbers page module (nimbers-*) in the build');
    over = true;
  }
  if (over) process.exit(1);
}

// Prints each shipped file of a Trunk dist folder with its size raw, gzipped
// and brotli-compressed, and the totals; fails when the gzipped total is over
// the tripwire. The tripwire catches an accident (a heavy dependency pulled
// in); it is not a budget to spend down to.
//
// The app is every file but the modules fetched later: the learning pages'
// (`learn-*`) and the nimbers page's (`nimbers-*`), fetched only when a person
// opens one of their pages, and the QR code's (`qr-*`), fetched when a code is
// first drawn. Each is counted apart, against a tripwire of its own, with
// room above it for the pages to grow (each module carries its own copy of
// the framework, and the learning pages' holds most of the pages).
//
//   node scripts/size.mjs [dist] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TRIPWIRE_KB = 300;
/** The modules fetched later, by the start of their files' names. */
export const LATER = [
  { prefix: 'learn-', key: 'learnPages', name: 'the learning pages', when: 'when a learning page is first opened', tripwire: 250 },
  { prefix: 'nimbers-', key: 'nimbersPage', name: 'the nimbers page', when: 'when the nimbers page is first opened', tripwire: 200 },
  { prefix: 'qr-', key: 'qrModule', name: 'the QR code module', when: 'when a QR code is first drawn', tripwire: 30 },
];

/** Whether a built file belongs to a module fetched later. */
export const loadedLater = (file) => LATER.some(({ prefix }) => file.startsWith(prefix));

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
  const later = LATER.map((m) => ({ ...m, ...sizes(dist, (file) => file.startsWith(m.prefix)) }));
  if (args.includes('--json')) {
    console.log(JSON.stringify({ ...app, ...Object.fromEntries(later.map((m) => [m.key, { rows: m.rows, total: m.total }])) }, null, 2));
  } else {
    const line = (file, b, g, br) =>
      console.log(`${file.padEnd(48)} ${String(b).padStart(10)} ${String(g).padStart(10)} ${String(br).padStart(10)}`);
    line('file', 'bytes', 'gzip', 'brotli');
    for (const r of app.rows) line(r.file, r.bytes, r.gzip, r.brotli);
    line('total', app.total.bytes, app.total.gzip, app.total.brotli);
    for (const m of later) {
      console.log(`loaded ${m.when}:`);
      for (const r of m.rows) line(r.file, r.bytes, r.gzip, r.brotli);
      line('total', m.total.bytes, m.total.gzip, m.total.brotli);
    }
    console.log(`the app: gzipped ${(app.total.gzip / 1024).toFixed(1)} KB, tripwire ${TRIPWIRE_KB} KB`);
    for (const m of later) console.log(`${m.name}: gzipped ${(m.total.gzip / 1024).toFixed(1)} KB, tripwire ${m.tripwire} KB`);
  }
  let over = false;
  for (const [what, { total }, limit] of [['the app', app, TRIPWIRE_KB], ...later.map((m) => [m.name, m, m.tripwire])]) {
    if (total.gzip > limit * 1024) {
      console.error(`${what} is over its ${limit} KB tripwire: ${(total.gzip / 1024).toFixed(1)} KB gzipped (a heavy dependency pulled in?)`);
      over = true;
    }
  }
  for (const m of later.filter((m) => m.rows.length === 0)) {
    console.error(`no ${m.prefix}* files in the build: ${m.name} is missing`);
    over = true;
  }
  if (over) process.exit(1);
}

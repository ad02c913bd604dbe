// Prints each shipped file of a Trunk dist folder with its size raw, gzipped
// and brotli-compressed, and the totals; fails when the gzipped total is over
// the tripwire. The tripwire catches an accident (a heavy dependency pulled
// in); it is not a budget to spend down to.
//
//   node scripts/size.mjs [dist] [--json]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TRIPWIRE_KB = 300;

function files(dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/// Each file's sizes in bytes, and the totals.
export function sizes(dist) {
  const rows = files(dist).map((path) => {
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
  const { rows, total } = sizes(dist);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ rows, total }, null, 2));
  } else {
    const line = (file, b, g, br) =>
      console.log(`${file.padEnd(48)} ${String(b).padStart(10)} ${String(g).padStart(10)} ${String(br).padStart(10)}`);
    line('file', 'bytes', 'gzip', 'brotli');
    for (const r of rows) line(r.file, r.bytes, r.gzip, r.brotli);
    line('total', total.bytes, total.gzip, total.brotli);
    console.log(`gzipped ${(total.gzip / 1024).toFixed(1)} KB, tripwire ${TRIPWIRE_KB} KB`);
  }
  if (total.gzip > TRIPWIRE_KB * 1024) {
    console.error(`over the ${TRIPWIRE_KB} KB tripwire: ${(total.gzip / 1024).toFixed(1)} KB gzipped (a heavy dependency pulled in?)`);
    process.exit(1);
  }
}

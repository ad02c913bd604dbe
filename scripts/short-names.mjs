// Gives wasm-bindgen's imports and exports short names, in the .wasm and in its
// JavaScript glue, and drops two custom sections no browser reads.
//
// wasm-bindgen names each import after the JS function it calls plus a 16-hex-digit
// hash (`__wbg_instanceof_HtmlInputElement_28751c98d77a5a65`), and repeats the glue's
// module name ("./bouton_bg.js") in every import. Those names are only the keys
// matching the .wasm's import section to the object the glue passes to
// WebAssembly.instantiate, so any unique names do: "a"."a", "a"."b", ... Measured
// (gzip -9, minified glue) on two builds, 123 and 109 imports: 1.7 and 2.5 KB off the
// .wasm, 1.7 and 1.5 KB off the glue, 3.3 and 3.9 KB in all.
//
// The exports the glue calls are named alike (`__wbindgen_malloc`, and closure
// shims such as `wasm_bindgen_<hash>___convert__closures_____invoke___<types>`,
// up to 190 characters), and the glue reads them as properties of the instance's
// exports, so they too can be "a", "b", ...; `memory` keeps its name (the
// benchmark reads it), and an export the glue never reads is dropped.
// With `target_features` and `__wasm_split_unstable` (read by tools, not by
// browsers) dropped: 0.8 KB gzipped, measured on one build.
//
// The .wasm is rewritten section by section: the import and export sections are
// rebuilt with the new names, the two custom sections are left out, every other
// section is copied byte for byte. In the glue, each old import name must appear
// exactly once, as a key of the import object, and each renamed export must be
// read only as `wasm.name`; anything else (another import module, an import that is
// not a function, a name the glue does not have, an export named some other way)
// throws, so a change in wasm-bindgen's output fails the build instead of the app.
import { readFile, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The i-th shortest JS identifier: a..z, A..Z, _, $, then aa, ba, ... */
export function shortName(i) {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  const rest = first + '0123456789';
  let name = first[i % first.length];
  for (i = Math.floor(i / first.length); i > 0; i = Math.floor(i / rest.length)) {
    i -= 1;
    name += rest[i % rest.length];
  }
  return name;
}

const leb = (n) => {
  const out = [];
  do {
    out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
    n >>>= 7;
  } while (n);
  return Buffer.from(out);
};
const str = (s) => Buffer.concat([leb(Buffer.byteLength(s)), Buffer.from(s)]);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Renames the function imports of `wasm` (a Buffer) and the keys of `glue`'s
 * import object alike, and the exports the glue reads and its reads of them.
 * Returns the new { wasm, glue } and the maps old name -> new of each.
 */
export function shortenNames(wasm, glue, moduleName = 'a') {
  if (wasm.readUInt32LE(0) !== 0x6d736100 || wasm.readUInt32LE(4) !== 1) throw new Error('not a wasm module (version 1)');
  let p = 8;
  const u32 = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = wasm[p++];
      n += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return n;
      if (shift > 28) throw new Error('bad LEB128');
    }
  };
  const name = () => {
    const n = u32();
    p += n;
    return wasm.toString('utf8', p - n, p);
  };

  const sections = [];
  const renamed = new Map();
  const exported = [];
  const exportsRenamed = new Map();
  let exportSection = null;
  let module;
  while (p < wasm.length) {
    const start = p;
    const id = wasm[p++];
    const size = u32();
    const end = p + size;
    if (end > wasm.length) throw new Error(`section ${id} runs past the end of the file`);
    if (id === 0 && DROPPED.includes(name())) {
      p = end;
      continue;
    }
    if (id === 7) {
      exportSection = sections.length;
      sections.push(null);
      const count = u32();
      for (let i = 0; i < count; i++) {
        const field = name();
        const start = p;
        p += 1;
        u32();
        exported.push([field, wasm.subarray(start, p)]);
      }
      if (p !== end) throw new Error('export section: size does not match its entries');
      continue;
    }
    if (id !== 2) {
      sections.push(wasm.subarray(start, end));
      p = end;
      continue;
    }
    const count = u32();
    const entries = [leb(count)];
    for (let i = 0; i < count; i++) {
      const mod = name();
      const field = name();
      if (wasm[p++] !== 0) throw new Error(`import ${mod} ${field} is not a function`);
      const type = p;
      u32();
      module ??= mod;
      if (mod !== module) throw new Error(`imports from two modules: ${module}, ${mod}`);
      if (!/^[A-Za-z_$][\w$]*$/.test(field)) throw new Error(`import name is not a JS identifier: ${field}`);
      if (!renamed.has(field)) renamed.set(field, shortName(renamed.size));
      entries.push(str(moduleName), str(renamed.get(field)), Buffer.from([0]), wasm.subarray(type, p));
    }
    if (p !== end) throw new Error('import section: size does not match its entries');
    const body = Buffer.concat(entries);
    sections.push(Buffer.concat([Buffer.from([2]), leb(body.length), body]));
  }
  if (!module) throw new Error('no imports found in the wasm');

  const key = new RegExp(`(["'])${escape(module)}\\1(\\s*:)`, 'g');
  if ((glue.match(key) ?? []).length !== 1) throw new Error(`glue: expected one import object key "${module}"`);
  glue = glue.replace(key, (_, quote, colon) => `"${moduleName}"${colon}`);
  for (const [old, short] of renamed) {
    const word = new RegExp(`(?<![\\w$])${escape(old)}(?![\\w$])`, 'g');
    const uses = glue.match(word) ?? [];
    const asKey = new RegExp(`(?<![\\w$.])${escape(old)}(\\s*:)`, 'g');
    if (uses.length !== 1 || (glue.match(asKey) ?? []).length !== 1) {
      throw new Error(`glue: expected ${old} once, as an import object key; found it ${uses.length} times`);
    }
    glue = glue.replace(asKey, (_, colon) => short + colon);
  }
  if (exportSection === null) throw new Error('no exports found in the wasm');
  const entries = [];
  for (const [old, kindAndIndex] of exported) {
    // The glue's own functions may share the name: they are its locals, which
    // the minifier renames anyway. A name in quotes could be a read by name.
    const property = new RegExp(`(?<=\\.)${escape(old)}(?![\\w$])`, 'g');
    const read = new RegExp(`(?<![\\w$.])wasm\\.${escape(old)}(?![\\w$])`, 'g');
    const quoted = new RegExp(`["'\`]${escape(old)}["'\`]`);
    if (quoted.test(glue)) throw new Error(`glue: export ${old} is named in quotes`);
    const uses = (glue.match(read) ?? []).length;
    if ((glue.match(property) ?? []).length !== uses) throw new Error(`glue: export ${old} is read other than as wasm.${old}`);
    let field = old;
    if (old === 'memory') {
      // Kept, and by its name: the benchmark reads it.
    } else if (uses > 0) {
      field = shortName(exportsRenamed.size);
      exportsRenamed.set(old, field);
      glue = glue.replace(property, field);
    } else {
      // Nothing reads it (`main`, which `__wbindgen_start` calls; the hooks of
      // wasm-bindgen's modes this build does not use).
      continue;
    }
    entries.push(Buffer.concat([str(field), kindAndIndex]));
  }
  const body = Buffer.concat([leb(entries.length), ...entries]);
  sections[exportSection] = Buffer.concat([Buffer.from([7]), leb(body.length), body]);
  return { wasm: Buffer.concat([wasm.subarray(0, 8), ...sections]), glue, renamed, exportsRenamed };
}

/** Custom sections for tools, not for the browser. */
const DROPPED = ['target_features', '__wasm_split_unstable'];

/**
 * Applies shortenNames to the one `*_bg.wasm` in a Trunk dist folder and its glue
 * (the same name, `.js` for `_bg.wasm`), in place. Returns the wasm's file name.
 */
export async function shortenNamesIn(dir) {
  const wasms = (await readdir(dir)).filter((n) => n.endsWith('_bg.wasm'));
  if (wasms.length !== 1) throw new Error(`expected one *_bg.wasm in ${dir}, found ${wasms.length}`);
  const wasmFile = join(dir, wasms[0]);
  const glueFile = join(dir, wasms[0].replace(/_bg\.wasm$/, '.js'));
  const out = shortenNames(await readFile(wasmFile), await readFile(glueFile, 'utf8'));
  if (!WebAssembly.validate(out.wasm)) throw new Error(`${wasms[0]}: rewritten module does not validate`);
  await writeFile(wasmFile, out.wasm);
  await writeFile(glueFile, out.glue);
  return wasms[0];
}

/**
 * `npm run check:first-load` (part of `npm test`, after the build): fails when the JavaScript the
 * signed-in timeline needs before its first note grows past the budget. Reads dist/.vite/manifest.json
 * (`vite build --manifest`) and sums, gzip -9, the static import closure of the entry, the boot chunk,
 * every built-in bundle's index (kernel/extensions/builtins.ts) and the home timeline page.
 * `npm run bench` / `node tools/first-load.mjs` measure the same thing in Chromium (the same files at
 * desktop width; a narrow screen also loads its bottom bar).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chunkKeyOf, sourcesIn } from './builtChunk';
import type { Manifest, SourcesOf } from './builtChunk';

/**
 * Bytes (gzip -9). Set at the achieved size plus a small margin; raise it only with a reason in the commit.
 * 148 → 152 KiB (issue 32): the reflect-metadata polyfill tsyringe needs (lite build, 3.1 KiB) replaced a
 * hand-made stand-in, and the host's lazy activation (0.9 KiB). The goal stays 145 KiB: moving the code of
 * extensions that activate late out of the first load has to pay both back.
 * 152 → 153 KiB (wave 3): the declarations of seven new extensions (tools, games, play, pages, gallery, the control
 * panel's and the account pages' routes), a boundary per list row, and the host's lazy `activate` — less what
 * moved out (drive's, chat's and sounds' activation code, coming-soon's table). Still 8 KiB over the goal.
 * 153 → 154.5 KiB (issues 38, 43): MFM drawn in a frame budget and contained outside note cards (the note renderer is
 * in the first load; its long-text path could load lazily), plugin storage eviction, the fault fixes in the
 * composer's data layer and the stream. 9.5 KiB over the goal: issue 41.
 * 154.5 → 154.8 KiB (issues 39, 37): the browser's language on a first visit (its chunk loads only then; the
 * choice is in boot), the `.` key's wiring in the note list, the `g` sequences' loading in the hotkeys index.
 * 154.8 → 155.2 KiB (issues 38, 41): storage that is full or refused no longer signs the person out — the
 * make-room step (caches give way to accounts and preferences) is in the entry, the session fallback of the
 * accounts in boot (+0.5); MFM functions and rare note texts load on first use (−0.4).
 * 155.2 → 155.6 KiB (issues 33, 38): the control panel's 31 paths and the two policy-gated managers are route
 * declarations the router needs before any page (the not-built list shrank by as much as it could); the API client
 * sends a value-setting write again when its answer is lost. Issue 41 has to win it back with the rest.
 * 155.6 → 154.7 KiB (issue 41): a lazy import in the boot chunk no longer lists the chunk it imports for preloading
 * unless the import waits for style sheets (−1.5 KiB); document titles, plain names in labels, the worker's copy of
 * the accounts, the palette's key and the key map took back 0.6 of it.
 */
export const FIRST_LOAD_BUDGET = 154.7 * 1024;

/**
 * Roots of the first load: the entry, boot, each built-in bundle loaded by dynamic import (bundles
 * imported statically are inside boot's closure already), the home timeline page.
 */
export function firstLoadRoots(manifest: Manifest, builtinsSource: string, sourcesOf: SourcesOf = () => null): string[] {
  const bundles = [...builtinsSource.matchAll(/import\('\.\.\/\.\.\/(extensions\/[\w-]+)'\)/g)].map((m) => `${m[1]}/index.ts`);
  const page = 'extensions/timeline/TimelinePage.tsx';
  const roots = ['index.html', 'kernel/boot/boot.tsx', ...bundles, chunkKeyOf(manifest, page, sourcesOf) ?? page];
  const missing = roots.filter((r) => !manifest[r]);
  if (missing.length) throw new Error(`not in the build manifest: ${missing.join(', ')}`);
  return roots;
}

/** The files loaded for `roots` and everything they import statically. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || seen.has(key)) return;
    seen.add(key);
    for (const i of c.imports ?? []) visit(i);
  };
  roots.forEach(visit);
  return [...new Set([...seen].map((k) => manifest[k].file))];
}

function main() {
  const dist = process.argv[2] ?? 'dist';
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Manifest;
  const files = staticClosure(manifest, firstLoadRoots(manifest, readFileSync('kernel/extensions/builtins.ts', 'utf8'), sourcesIn(dist)));
  const sizes = files.map((f) => [gzipSync(readFileSync(`${dist}/${f}`), { level: 9 }).length, f] as const).sort((a, b) => b[0] - a[0]);
  const total = sizes.reduce((s, [n]) => s + n, 0);
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  if (process.argv.includes('--list')) for (const [n, f] of sizes) console.log(kib(n).padStart(10), f);
  const verdict = `first-load JS (signed-in timeline, gzip): ${kib(total)} in ${files.length} files; budget ${kib(FIRST_LOAD_BUDGET)}`;
  if (total > FIRST_LOAD_BUDGET) {
    console.error(`${verdict} — OVER BUDGET. See what grew: npx tsx tools/check-first-load.ts dist --list`);
    process.exit(1);
  }
  console.log(verdict);
}

if (process.argv[1]?.endsWith('check-first-load.ts')) main();

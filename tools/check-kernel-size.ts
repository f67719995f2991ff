/** `npm run check:kernel-size`: fails when kernel/ outgrows its line budget or names a feature page (issue 11). */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { KERNEL_LINE_BUDGET, declaredPagePaths, kernelFilesNamingPages, kernelSourceLines } from './kernelSize';

const root = path.resolve(import.meta.dirname, '..');

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.tsx?$/.test(name)) yield full;
  }
}

const kernel = [...walk(path.join(root, 'kernel'))].map((full) => ({
  file: path.relative(root, full).split(path.sep).join('/'),
  text: readFileSync(full, 'utf8'),
}));
const indexes = readdirSync(path.join(root, 'extensions'))
  .map((name) => path.join(root, 'extensions', name, 'index.ts'))
  .filter((f) => existsSync(f))
  .map((f) => readFileSync(f, 'utf8'));

const lines = kernelSourceLines(kernel);
const named = kernelFilesNamingPages(kernel, declaredPagePaths(indexes));
for (const n of named) console.error(`${n.file}: names the page '${n.path}' — pages belong to the extension that declares them`);
const verdict = `kernel size: ${lines} source lines (tests excluded); budget ${KERNEL_LINE_BUDGET}`;
if (lines > KERNEL_LINE_BUDGET || named.length) {
  console.error(lines > KERNEL_LINE_BUDGET ? `${verdict} — OVER BUDGET` : verdict);
  process.exit(1);
}
console.log(verdict);

/** `npm run check:boundaries`: fails when a file breaks the dependency rules of docs/architecture.md. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkFile } from './boundaries';

const root = path.resolve(import.meta.dirname, '..');

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield full;
  }
}

// tests/fixtures/ holds third-party extensions (their dist/ is skipped): they follow the rules of extension code.
const violations = ['extensions', 'sdk', 'kernel', 'tests/fixtures'].flatMap((area) =>
  [...walk(path.join(root, area))].flatMap((full) =>
    checkFile(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8')),
  ),
);
for (const v of violations) console.error(`${v.file}:${v.line}: import '${v.specifier}' — ${v.rule}`);
if (violations.length) {
  console.error(`boundary check: ${violations.length} violation(s)`);
  process.exit(1);
}
console.log('boundary check: ok');

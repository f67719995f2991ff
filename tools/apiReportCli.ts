/**
 * `npm run api-report` rewrites sdk/api-report.md and docs/sdk-reference.md from the sdk's public entry points.
 * `npm run check:api` (`--check`) fails when either file differs from what it computes, when an export has no doc
 * comment, or when the public surface exceeds `PUBLIC_NAME_BUDGET`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { PUBLIC_ENTRIES, PUBLIC_NAME_BUDGET, collectExports, createSdkProgram } from './apiReport';
import { describeDiff, diffSections, renderApiReport, renderReference, surfaceProblems } from './apiReportRender';

const root = path.resolve(import.meta.dirname, '..');
const checkOnly = process.argv.includes('--check');

const exports = collectExports(
  createSdkProgram(
    root,
    PUBLIC_ENTRIES.map((e) => e.file),
  ),
  root,
);
const entries = PUBLIC_ENTRIES.map((e) => e.specifier);

/** Formatted as `npm run format` would: the files stay untouched by it and pass `format:check`. */
async function formatted(file: string, text: string): Promise<string> {
  const filepath = path.join(root, file);
  return format(text, { ...(await resolveConfig(filepath)), filepath });
}

const outputs = [
  { file: 'sdk/api-report.md', text: await formatted('sdk/api-report.md', renderApiReport(exports, entries, PUBLIC_NAME_BUDGET)) },
  { file: 'docs/sdk-reference.md', text: await formatted('docs/sdk-reference.md', renderReference(exports, entries)) },
];
const problems = surfaceProblems(exports, PUBLIC_NAME_BUDGET);

if (checkOnly) {
  for (const { file, text } of outputs) {
    const full = path.join(root, file);
    const committed = existsSync(full) ? readFileSync(full, 'utf8') : '';
    if (committed !== text) problems.push({ kind: 'stale', message: describeDiff(file, diffSections(committed, text)).join('\n') });
  }
  for (const p of problems) console.error(p.message);
  if (problems.length) {
    const stale = problems.some((p) => p.kind === 'stale') ? ' — `npm run api-report` rewrites the reports; review and commit them' : '';
    console.error(`check:api: ${problems.length} problem(s)${stale}`);
    process.exit(1);
  }
  console.log(`check:api: ok — ${exports.length} public names (budget ${PUBLIC_NAME_BUDGET}), every one documented, reports current`);
} else {
  for (const { file, text } of outputs) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
  for (const p of problems) console.warn(`warning: ${p.message}`);
  console.log(`${exports.length} public names (budget ${PUBLIC_NAME_BUDGET})`);
}

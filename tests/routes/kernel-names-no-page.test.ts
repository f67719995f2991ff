import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinBundles } from '../../kernel/extensions/builtins';
import { declaredItems } from '../../kernel/extensions/declared';

const root = path.resolve(import.meta.dirname, '../..');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.')) yield full;
  }
}

/** The page paths the built-in extensions declare, read from their manifests (`/` is the kernel's own root). */
function declaredPaths(): Set<string> {
  const all = Object.values(builtinBundles).flatMap((ext) => declaredItems(ext.contributes, 'routes', () => true).map((r) => r.path));
  return new Set(all.filter((p) => p !== '/'));
}

/** Kernel files that name one of `paths` as a string literal. */
function kernelFilesNaming(paths: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const full of sources(path.join(root, 'kernel'))) {
    const text = readFileSync(full, 'utf8');
    for (const p of paths)
      if ([`'${p}'`, `"${p}"`, `\`${p}\``].some((lit) => text.includes(lit))) out.push(`${path.relative(root, full)}: ${p}`);
  }
  return out;
}

// The kernel knows no feature: pages belong to the extension that declares them.
describe('the kernel names no page', () => {
  it('reads the declared paths from the manifests', () => {
    const paths = declaredPaths();
    expect(paths.has('/my/clips')).toBe(true);
    expect(paths.has('/settings')).toBe(true);
  });

  it('no kernel source names a page an extension declares', () => {
    expect(kernelFilesNaming(declaredPaths())).toEqual([]);
  });
});

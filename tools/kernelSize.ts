/** Issue 11: the kernel holds only what every feature needs — a line budget, and no feature page paths. */
export const KERNEL_LINE_BUDGET = 4000;

export interface SourceFile {
  /** Repository-relative, with forward slashes. */
  file: string;
  text: string;
}

/** Source lines of the kernel: every .ts / .tsx file whose path does not mention tests, counted by newlines. */
export function kernelSourceLines(files: readonly SourceFile[]): number {
  return files
    .filter((f) => /\.tsx?$/.test(f.file) && !f.file.includes('test'))
    .reduce((n, f) => n + (f.text.match(/\n/g)?.length ?? 0), 0);
}

/** The page paths extensions declare (`path: '/…'` in their index.ts). */
export function declaredPagePaths(indexSources: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const src of indexSources) for (const m of src.matchAll(/path:\s*'(\/[^']+)'/g)) out.add(m[1]!);
  return out;
}

/** Kernel files that name one of `paths` as a string literal: the kernel must not know feature pages. */
export function kernelFilesNamingPages(files: readonly SourceFile[], paths: ReadonlySet<string>): { file: string; path: string }[] {
  const out: { file: string; path: string }[] = [];
  for (const f of files) {
    if (f.file.includes('test')) continue;
    for (const p of paths) if ([`'${p}'`, `"${p}"`, `\`${p}\``].some((lit) => f.text.includes(lit))) out.push({ file: f.file, path: p });
  }
  return out;
}

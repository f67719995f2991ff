import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * Each dynamic import carries the list of scripts to preload with it (`__vite__mapDeps`). A
 * script the importing chunk imports statically, directly or not, is loaded already when that
 * import runs: listing it again (the entry, the sdk, the runtime in almost every list) only
 * costs bytes in the first load. This drops those; CSS and every other script stay. The imported
 * chunk itself is listed too: preloading it only matters while the import waits for style sheets
 * (Vite's helper awaits CSS alone), so without CSS it is dropped, and an import left with no list
 * is a plain `import()` (the boot chunk holds ~140 of them).
 */
export function preloadOnlyWhatIsMissing(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const imports = new Map<string, readonly string[]>();
  const closures = new Map<string, Set<string>>();
  const closureOf = (file: string): Set<string> => {
    let seen = closures.get(file);
    if (seen) return seen;
    seen = new Set();
    const stack = [file];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...(imports.get(f) ?? []));
    }
    closures.set(file, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'kite-preload-deps',
      apply: 'build',
      // Runs before Vite's own import analysis writes the lists (a build plugin after user plugins).
      generateBundle(_options, bundle) {
        imports.clear();
        closures.clear();
        for (const out of Object.values(bundle)) if (out.type === 'chunk') imports.set(out.fileName, out.imports);
      },
    },
    resolveDependencies: (file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !imports.has(hostId)) return deps;
      const loaded = closureOf(hostId);
      const missing = deps.filter((d) => !loaded.has(d));
      return missing.some((d) => d.endsWith('.css')) ? missing : missing.filter((d) => d !== file);
    },
  };
}

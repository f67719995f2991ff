import type { Plugin } from 'vite';

/**
 * kernel/main.tsx imports the boot code dynamically, so a chunk that fails to load reaches
 * the page-load error page. This puts `modulepreload` links for that chunk and everything
 * it imports (and its CSS) into index.html, so the browser fetches them alongside the entry
 * instead of after it — and for the built-in bundles' entry modules, which boot always loads next.
 */
export function preloadBoot(moduleSuffix = '/kernel/boot/boot.tsx'): Plugin {
  return {
    name: 'kite-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const boot = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!boot) return [];
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || js.has(fileName)) return;
          js.add(fileName);
          for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
          for (const f of chunk.imports) visit(f);
        };
        visit(boot.fileName);
        // The built-in bundles' entry modules load at every start (kernel/extensions/builtins.ts), right after boot.
        for (const f of boot.dynamicImports) {
          const chunk = chunks.find((c) => c.fileName === f);
          if (chunk?.facadeModuleId && /\/extensions\/[\w-]+\/index\.tsx?$/.test(chunk.facadeModuleId)) visit(f);
        }
        // What the entry already loads is in the page.
        const fresh = (f: string) => !html.includes(`/${f}"`);
        return [
          ...[...css]
            .filter(fresh)
            .map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
          ...[...js]
            .filter(fresh)
            .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

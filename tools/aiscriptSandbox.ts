import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The AiScript lines Kite runs; each is one sandbox bundle. */
export const sandboxLines = ['0.19', '1'] as const;
export type SandboxLine = (typeof sandboxLines)[number];

const root = path.resolve(import.meta.dirname, '..');
const entries: Record<SandboxLine, string> = {
  '0.19': path.join(root, 'extensions/plugins/sandbox/entry019.ts'),
  '1': path.join(root, 'extensions/plugins/sandbox/entry1.ts'),
};

/**
 * The AiScript interpreter plus Kite's glue as one classic script whose completion value is
 * the glue's API. The plugin worker evaluates this text inside each plugin's SES Compartment,
 * so the interpreter itself runs with only the compartment's endowments as its globals
 * (no `fetch`, no `self`, no `postMessage`): a bug in the interpreter cannot reach the worker.
 */
export async function buildSandboxSource(line: SandboxLine): Promise<string> {
  const out = await build({
    entryPoints: [entries[line]],
    bundle: true,
    format: 'iife',
    globalName: '__kiteSandbox',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  const file = out.outputFiles[0];
  if (!file) throw new Error(`empty sandbox bundle for AiScript ${line}`);
  // `var __kiteSandbox = (...)();` then the name itself: the script's completion value.
  return `${file.text}\n__kiteSandbox;\n`;
}

const prefix = 'virtual:aiscript-sandbox/';

/** `import src from 'virtual:aiscript-sandbox/1'`: the sandbox bundle's text (see buildSandboxSource). */
export function aiscriptSandbox(): Plugin {
  return {
    name: 'kite-aiscript-sandbox',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const line = id.slice(prefix.length + 1);
      const known = sandboxLines.find((l) => l === line);
      if (!known) throw new Error(`unknown AiScript line: ${line}`);
      for (const f of [entries[known], path.join(root, 'extensions/plugins/sandbox/glue.ts')]) this.addWatchFile(f);
      return `export default ${JSON.stringify(await buildSandboxSource(known))};`;
    },
  };
}

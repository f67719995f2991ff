import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { collectExports } from './apiReport';
import type { ApiExport } from './apiReport';
import {
  compareNames,
  describeDiff,
  diffSections,
  firstSentence,
  headingAnchor,
  renderApiReport,
  renderReference,
  surfaceProblems,
} from './apiReportRender';

const row = (p: Partial<ApiExport> & { name: string }): ApiExport => ({
  entry: '@kite/sdk',
  kind: 'function',
  signature: `function ${p.name}(): void;`,
  commented: `function ${p.name}(): void;`,
  doc: `Does ${p.name}.`,
  source: 'sdk/a.ts',
  line: 1,
  ...p,
});

describe('firstSentence', () => {
  it('ends at the first full stop followed by a space, on one line', () => {
    expect(firstSentence('Opens the\n  dialog. Resolves when closed.')).toBe('Opens the dialog.');
    expect(firstSentence('Is it open? Then close it.')).toBe('Is it open?');
  });

  it('does not end at an abbreviation, inside a code span or in a dotted name', () => {
    expect(firstSentence('Runs a command, e.g. `compose.open`. Rejects otherwise.')).toBe('Runs a command, e.g. `compose.open`.');
    expect(firstSentence('Calls `ctx.get(Api). request` first. Then more.')).toBe('Calls `ctx.get(Api). request` first.');
    expect(firstSentence('Served from kite.config.json beside index.html. More.')).toBe('Served from kite.config.json beside index.html.');
  });

  it('is the first paragraph when no sentence ends in it, and empty for no comment', () => {
    expect(firstSentence('A list of things:\n\n- one. two')).toBe('A list of things:');
    expect(firstSentence('')).toBe('');
  });
});

describe('compareNames', () => {
  it('sorts case-insensitively, upper case first among equals', () => {
    expect(['useT', 'Api', 'api', 'Zed', 'apiFor'].sort(compareNames)).toEqual(['Api', 'api', 'apiFor', 'useT', 'Zed']);
  });
});

describe('renderApiReport', () => {
  it('has one section per entry point, with counts, kinds, sources and summaries', () => {
    const text = renderApiReport(
      [row({ name: 'a', doc: 'First. Second.' }), row({ name: 'B', entry: '@kite/sdk/pageKit', kind: 'const', doc: '' })],
      ['@kite/sdk', '@kite/sdk/pageKit'],
      10,
    );
    expect(text).toContain('**2**, within a budget of 10');
    expect(text).toContain('## `@kite/sdk` (1 names)\n\n### `a`\n\nfunction · sdk/a.ts — First.\n\n```ts\nfunction a(): void;\n```');
    expect(text).toContain('## `@kite/sdk/pageKit` (1 names)\n\n### `B`\n\nconst · sdk/a.ts — **no doc comment**');
    expect(text).not.toContain('Second.');
  });
});

describe('renderReference', () => {
  it('groups by file (files by name, exports in file order) with the whole comment and the commented declaration', () => {
    const text = renderReference(
      [
        row({ name: 'late', source: 'sdk/ui/b.ts', line: 9 }),
        row({
          name: 'early',
          source: 'sdk/ui/b.ts',
          line: 2,
          doc: 'First.\n\nSecond paragraph.',
          commented: 'interface early {\n  /** x */\n  x: 1;\n}',
        }),
        row({ name: 'other', source: 'sdk/A.ts' }),
      ],
      ['@kite/sdk'],
    );
    expect(text).toContain('- [`sdk/A.ts`](#sdkats) (1)\n- [`sdk/ui/b.ts`](#sdkuibts) (2)');
    expect(text.indexOf('## `sdk/A.ts`')).toBeLessThan(text.indexOf('## `sdk/ui/b.ts`'));
    expect(text.indexOf('### `early`')).toBeLessThan(text.indexOf('### `late`'));
    expect(text).toContain('First.\n\nSecond paragraph.\n\n```ts\ninterface early {\n  /** x */');
  });

  it('links each file to its heading anchor', () => {
    expect(headingAnchor('`sdk/ui/PageHeader.tsx`')).toBe('sdkuipageheadertsx');
  });
});

describe('diffSections', () => {
  it('names the sections added, removed and changed', () => {
    const before = renderApiReport([row({ name: 'a' }), row({ name: 'b' })], ['@kite/sdk'], 5);
    const after = renderApiReport([row({ name: 'a', doc: 'Changed.' }), row({ name: 'c' })], ['@kite/sdk'], 5);
    expect(diffSections(before, after)).toEqual({
      added: ['`@kite/sdk` › `c`'],
      removed: ['`@kite/sdk` › `b`'],
      changed: ['`@kite/sdk` › `a`'],
    });
    expect(diffSections(after, after)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('summarises a diff in a few lines', () => {
    const lines = describeDiff('sdk/api-report.md', { added: ['x', 'y', 'z'], removed: [], changed: ['w'] }, 2);
    expect(lines).toEqual([
      'sdk/api-report.md is stale (what the sdk says now, against the committed file):',
      '  added (3): x, y, …',
      '  changed (1): w',
    ]);
  });
});

describe('surfaceProblems', () => {
  it('reports each export without a doc comment, with its place', () => {
    const problems = surfaceProblems([row({ name: 'ok' }), row({ name: 'bare', doc: ' ', line: 7 })], 10);
    expect(problems).toEqual([{ kind: 'undocumented', message: 'sdk/a.ts:7: bare (exported by @kite/sdk) has no doc comment' }]);
  });

  it('fails a surface over the budget, not one at it', () => {
    const two = [row({ name: 'a' }), row({ name: 'b' })];
    expect(surfaceProblems(two, 2)).toEqual([]);
    expect(surfaceProblems(two, 1).map((p) => p.kind)).toEqual(['budget']);
    expect(surfaceProblems(two, 1)[0]?.message).toContain('2 names, over its budget of 1');
  });
});

describe('collectExports', () => {
  const root = '/virtual';
  const files: Record<string, string> = {
    '/virtual/sdk/tokens.ts': `
/** A token. */
export interface Token<T> { readonly key: symbol; readonly __service?: T }
/** Makes a token. */
export function createToken<T>(name: string): Token<T> { return { key: Symbol(name) }; }
`,
    '/virtual/sdk/thing.ts': `
import { createToken } from './tokens';
/** A service. */
export interface ThingService {
  /** Says hi. */
  hi(): string;
}
/** Token of the thing. */
export const Thing = createToken<ThingService>('kite.thing');
/** A store. */
export class Store {
  private cache = new Map<string, number>();
  constructor(readonly name: string, private readonly deps: object, size = 10) {}
  /** Reads. */
  async read(key: string) { return this.cache.get(key); }
  #secret() {}
}
export type Bare = 'a' | 'b';
`,
    '/virtual/sdk/index.ts': `export { Thing, Store } from './thing';\nexport type { ThingService, Bare } from './thing';\nexport { createToken as makeToken } from './tokens';\n`,
  };
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (f) => f in files || ts.sys.fileExists(f);
  host.directoryExists = (d) => d.startsWith(root) || ts.sys.directoryExists(d);
  host.readFile = (f) => files[f] ?? readFile(f);
  host.getSourceFile = (f, v) => (f in files ? ts.createSourceFile(f, files[f], v, true) : getSourceFile(f, v));
  const program = ts.createProgram({ rootNames: ['/virtual/sdk/index.ts'], options, host });
  const rows = collectExports(program, root, [{ specifier: '@kite/sdk', file: 'sdk/index.ts' }]);
  const byName = (n: string) => rows.find((r) => r.name === n);

  it('lists every export by its exported name, sorted, with kind, source and doc', () => {
    expect(rows.map((r) => [r.name, r.kind, r.source])).toEqual([
      ['Bare', 'type', 'sdk/thing.ts'],
      ['makeToken', 'function', 'sdk/tokens.ts'],
      ['Store', 'class', 'sdk/thing.ts'],
      ['Thing', 'token', 'sdk/thing.ts'],
      ['ThingService', 'interface', 'sdk/thing.ts'],
    ]);
    expect(byName('Thing')?.doc).toBe('Token of the thing.');
    expect(byName('Bare')?.doc).toBe('');
    expect(path.isAbsolute(byName('Store')!.source)).toBe(false);
  });

  it('prints declarations as callers see them: no body, export, private member, default value or async', () => {
    expect(byName('makeToken')?.signature).toBe('function createToken<T>(name: string): Token<T>;');
    expect(byName('Thing')?.signature).toBe('const Thing: Token<ThingService>;');
    const store = byName('Store')?.signature ?? '';
    expect(store).toContain('readonly name: string;');
    expect(store).toContain('constructor(name: string, deps: object, size?: number);');
    expect(store).toContain('read(key: string): Promise<number | undefined>;');
    expect(store).not.toMatch(/cache|secret|private|async|export|Reads/);
  });

  it("keeps members' doc comments in the reference's declaration only", () => {
    expect(byName('ThingService')?.commented).toContain('/** Says hi. */');
    expect(byName('ThingService')?.signature).not.toContain('Says hi');
    expect(byName('ThingService')?.commented).not.toContain('A service.');
  });
});

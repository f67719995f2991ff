import { describe, expect, it } from 'vitest';
import { firstLoadRoots, staticClosure } from './check-first-load';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['kernel/boot/boot.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'kernel/boot/boot.tsx': { file: 'assets/boot.js', imports: ['_sdk.js'], dynamicImports: ['kernel/overlay/dialogs/Dialog.tsx'] },
  '_sdk.js': { file: 'assets/sdk.js', imports: ['_runtime.js'] },
  'kernel/overlay/dialogs/Dialog.tsx': { file: 'assets/Dialog.js' },
  'extensions/notes/index.ts': { file: 'assets/notes.js', imports: ['_sdk.js'] },
  'extensions/timeline/index.ts': { file: 'assets/timeline.js', dynamicImports: ['extensions/timeline/TimelinePage.tsx'] },
  'extensions/timeline/TimelinePage.tsx': { file: 'assets/TimelinePage.js', imports: ['_sdk.js'] },
};
const builtins = `{ notes: () => import('../../extensions/notes'), timeline: () => import('../../extensions/timeline') }`;

describe('first-load budget check', () => {
  it('counts static imports of entry, boot, bundles and the timeline page once; lazy chunks not', () => {
    const files = staticClosure(manifest, firstLoadRoots(manifest, builtins));
    expect(files.sort()).toEqual([
      'assets/TimelinePage.js',
      'assets/boot.js',
      'assets/index.js',
      'assets/notes.js',
      'assets/runtime.js',
      'assets/sdk.js',
      'assets/timeline.js',
    ]);
  });

  it('needs no manifest entry for bundles imported statically (they are in boot)', () => {
    const statics = `import notes from '../../extensions/notes';\nexport const builtinBundles = { notes };`;
    const { 'extensions/notes/index.ts': _notes, ...withoutNotes } = manifest;
    expect(firstLoadRoots(withoutNotes, statics)).toEqual(['index.html', 'kernel/boot/boot.tsx', 'extensions/timeline/TimelinePage.tsx']);
  });

  it('fails loudly when a root is missing from the manifest', () => {
    expect(() => firstLoadRoots(manifest, `{ x: () => import('../../extensions/x') }`)).toThrow(/extensions\/x\/index.ts/);
  });

  it("finds the timeline page in a named group's chunk (no manifest entry of its own) by its source map", () => {
    const { 'extensions/timeline/TimelinePage.tsx': _page, ...rest } = manifest;
    const grouped = { ...rest, '_timeline.js': { file: 'assets/timeline-group.js', imports: ['_sdk.js'] } };
    const sourcesOf = (file: string) => (file === 'assets/timeline-group.js' ? ['work/kite/extensions/timeline/TimelinePage.tsx'] : []);
    expect(firstLoadRoots(grouped, builtins, sourcesOf)).toContain('_timeline.js');
    expect(staticClosure(grouped, firstLoadRoots(grouped, builtins, sourcesOf))).toContain('assets/timeline-group.js');
    expect(() => firstLoadRoots(grouped, builtins)).toThrow(/TimelinePage/);
  });
});

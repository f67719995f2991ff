import { describe, expect, it } from 'vitest';
import { checkFile } from './boundaries';

describe('boundary check', () => {
  it('lets an extension import the sdk, libraries and its own files', () => {
    const src = `import { defineExtension } from '@kite/sdk';\nimport React from 'react';\nimport { x } from './parts/x';\nconst P = () => import('./Page');`;
    expect(checkFile('extensions/clips/index.ts', src)).toEqual([]);
  });

  it('fails an extension importing the kernel, statically or dynamically', () => {
    expect(checkFile('extensions/clips/index.ts', `import { boot } from '../../kernel/boot/boot';`)).toHaveLength(1);
    expect(checkFile('extensions/clips/a/b.ts', `const k = import('../../../kernel/x');`)).toHaveLength(1);
  });

  it('lets an extension import the page kit and the kit, not the other sdk files', () => {
    expect(checkFile('extensions/clips/ClipPage.tsx', `import { PageHeader } from '@kite/sdk/pageKit';`)).toEqual([]);
    expect(checkFile('extensions/clips/ClipPage.tsx', `import { NoteFeedList } from '@kite/sdk/kit';`)).toEqual([]);
    expect(checkFile('extensions/clips/ClipPage.tsx', `import { useLoad } from '@kite/sdk/kit/useLoad';`)).toHaveLength(1);
    const v = checkFile('extensions/clips/ClipPage.tsx', `import { Modal } from '@kite/sdk/ui/Modal';`);
    expect(v).toHaveLength(1);
    expect(v[0]?.rule).toContain('not its files');
  });

  it("keeps the kernel's @kite/sdk/internal out of extensions and third-party fixtures, not out of the kernel", () => {
    const src = `import { NoteStoreImpl } from '@kite/sdk/internal';`;
    for (const file of [
      'extensions/timeline/liveTimeline.ts',
      'extensions/timeline/liveTimeline.test.ts',
      'tests/fixtures/hello/src/index.tsx',
    ]) {
      const v = checkFile(file, src);
      expect(v).toHaveLength(1);
      expect(v[0]?.rule).toContain('@kite/sdk/internal');
    }
    expect(checkFile('tests/fixtures/hello/src/index.tsx', `import { isExtension } from '../../../../sdk/internal';`)).toHaveLength(1);
    expect(checkFile('tests/fixtures/hello/src/index.tsx', `import { defineExtension } from '@kite/sdk';`)).toEqual([]);
    expect(checkFile('kernel/accounts/setup.ts', src)).toEqual([]);
  });

  it('lets tests import the test kit and keeps it out of everything else', () => {
    const kit = "import { mockApi } from '@kite/sdk/testing';";
    expect(checkFile('extensions/clips/index.test.ts', kit)).toEqual([]);
    expect(checkFile('tests/routes/x.test.ts', kit)).toEqual([]);
    expect(checkFile('kernel/a.test.tsx', kit)).toEqual([]);
    expect(checkFile('sdk/testing/activate.ts', "import { bind } from './bind';")).toEqual([]);
    expect(checkFile('extensions/clips/index.ts', kit).map((v) => v.rule)).toEqual(['@kite/sdk/testing is for tests only']);
    expect(checkFile('kernel/boot/boot.tsx', kit).map((v) => v.rule)).toEqual(['@kite/sdk/testing is for tests only']);
    expect(checkFile('sdk/ui/x.ts', "import { mockApi } from '../testing';").map((v) => v.rule)).toEqual([
      '@kite/sdk/testing is for tests only',
    ]);
  });

  it('fails an extension importing another extension', () => {
    const v = checkFile('extensions/clips/index.ts', `export { NoteCard } from '../notes/NoteCard';`);
    expect(v).toHaveLength(1);
    expect(v[0]?.rule).toContain('own folder');
  });

  it('fails the sdk importing the kernel at runtime, allows type-only imports', () => {
    expect(checkFile('sdk/react.tsx', `import { KernelServices } from '../kernel/di/services';`)).toHaveLength(1);
    expect(checkFile('sdk/react.tsx', `import type { KernelServices } from '../kernel/di/services';`)).toEqual([]);
  });

  it('fails the kernel importing an extension outside the built-in list', () => {
    expect(checkFile('kernel/shell/Shell.tsx', `import Notes from '../../extensions/notes';`)).toHaveLength(1);
    expect(checkFile('kernel/extensions/builtins.ts', `const x = () => import('../../extensions/notes');`)).toEqual([]);
  });
});

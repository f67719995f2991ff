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

  it('lets an extension import the page kit, not the other sdk files', () => {
    expect(checkFile('extensions/clips/ClipPage.tsx', `import { PageHeader } from '@kite/sdk/pageKit';`)).toEqual([]);
    const v = checkFile('extensions/clips/ClipPage.tsx', `import { Modal } from '@kite/sdk/ui/Modal';`);
    expect(v).toHaveLength(1);
    expect(v[0]?.rule).toContain('not its files');
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

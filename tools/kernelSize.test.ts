import { describe, expect, it } from 'vitest';
import { declaredPagePaths, kernelFilesNamingPages, kernelSourceLines } from './kernelSize';

describe('kernel size check', () => {
  it('counts newlines of .ts / .tsx sources and leaves tests and other files out', () => {
    const files = [
      { file: 'kernel/a.ts', text: 'a\nb\n' },
      { file: 'kernel/b.tsx', text: 'c\n' },
      { file: 'kernel/a.test.ts', text: 'x\ny\nz\n' },
      { file: 'kernel/shell/base.css', text: 'p {}\n' },
    ];
    expect(kernelSourceLines(files)).toBe(3);
  });

  it('finds the kernel files that name a page an extension declares', () => {
    const paths = declaredPagePaths([
      `ctx.routes.add({ path: '/my/clips', component });\nctx.routes.add({ path: '/clips/:clipId' });`,
      `ctx.navbar.add({ id: 'x', to: '/x' });`,
    ]);
    expect([...paths]).toEqual(['/my/clips', '/clips/:clipId']);
    const found = kernelFilesNamingPages(
      [
        { file: 'kernel/router/x.ts', text: `const home = '/my/clips';` },
        { file: 'kernel/router/y.ts', text: `const other = '/my/clipsX';` },
        { file: 'kernel/router/x.test.ts', text: `'/my/clips'` },
      ],
      paths,
    );
    expect(found).toEqual([{ file: 'kernel/router/x.ts', path: '/my/clips' }]);
  });
});

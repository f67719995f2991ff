import { describe, expect, it } from 'vitest';
import { precompiledThemes } from './precompiled';
import { precompile } from '../../tools/gen-themes';

describe('precompiled built-in themes', () => {
  it('match what the compiler makes of kernel/theme/builtins.ts (stale? run `npx tsx tools/gen-themes.ts`)', () => {
    expect(precompiledThemes).toEqual(precompile());
  });
});

import { describe, expect, it } from 'vitest';
import { precompiledThemes } from '../extensions/themes/builtins/precompiled';
import { builtinThemes } from '../extensions/themes/builtins/palettes';
import { precompile } from './gen-themes';

describe('precompiled built-in themes', () => {
  it('match the theme definitions (run `npx tsx tools/gen-themes.ts` after editing them)', () => {
    expect(precompiledThemes).toEqual(precompile());
  });

  it('are 9 light and 10 dark, each with the full set of variables', () => {
    const kind = (t: (typeof builtinThemes)[number]) => t.kind ?? t.base;
    expect(builtinThemes.filter((t) => kind(t) === 'light')).toHaveLength(9);
    expect(builtinThemes.filter((t) => kind(t) === 'dark')).toHaveLength(10);
    const keys = Object.keys(precompiledThemes['kite-light']).sort();
    for (const t of builtinThemes) expect(Object.keys(precompiledThemes[t.id]).sort()).toEqual(keys);
  });
});

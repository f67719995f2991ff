import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { preloadOnlyWhatIsMissing } from './preloadDeps';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });

describe('preloadOnlyWhatIsMissing', () => {
  it('drops the scripts the importing chunk has loaded statically, keeps the rest', () => {
    const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing();
    const bundle = {
      'assets/boot.js': chunk('assets/boot.js', ['assets/sdk.js']),
      'assets/sdk.js': chunk('assets/sdk.js', ['assets/runtime.js']),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/page.js': chunk('assets/page.js', ['assets/sdk.js', 'assets/forms.js']),
      'assets/forms.js': chunk('assets/forms.js', []),
    } as unknown as Rollup.OutputBundle;
    const generate = plugin.generateBundle as (this: unknown, o: unknown, b: Rollup.OutputBundle) => void;
    generate.call({}, {}, bundle);
    expect(
      resolveDependencies('assets/page.js', ['assets/sdk.js', 'assets/runtime.js', 'assets/forms.js'], {
        hostId: 'assets/boot.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/forms.js']);
    // The imported chunk itself is preloaded only beside style sheets, which the import waits for.
    expect(
      resolveDependencies('assets/page.js', ['assets/page.js', 'assets/forms.js'], { hostId: 'assets/boot.js', hostType: 'js' }),
    ).toEqual(['assets/forms.js']);
    expect(resolveDependencies('assets/page.js', ['assets/page.js'], { hostId: 'assets/boot.js', hostType: 'js' })).toEqual([]);
    expect(
      resolveDependencies('assets/page.js', ['assets/page.js', 'assets/page.css'], { hostId: 'assets/boot.js', hostType: 'js' }),
    ).toEqual(['assets/page.js', 'assets/page.css']);
    // An unknown host or an HTML host keeps the whole list.
    expect(resolveDependencies('assets/page.js', ['assets/sdk.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/sdk.js']);
  });
});

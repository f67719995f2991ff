// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { builtinMfmFunctions } from './functions';
import { builtinMfmFunctionNames, lazyMfmFunctions, preloadMfmFunctions } from './lazyFunctions';

afterEach(cleanup);

const env = { animate: false, advanced: true, depth: 0, text: 'big' };
const x2 = () => lazyMfmFunctions.find((f) => f.name === 'x2');

describe('the built-in MFM functions, registered lazily', () => {
  it('are the 23 functions, each with its code in functions.tsx but unixtime', () => {
    expect([...builtinMfmFunctionNames].sort()).toEqual(builtinMfmFunctions.map((f) => f.name).sort());
    expect(lazyMfmFunctions.map((f) => f.name).sort()).toEqual([...builtinMfmFunctionNames, 'unixtime'].sort());
  });

  it('show the content in the size of the effect until its code arrives, then the effect', async () => {
    const first = render(<p>{x2()?.render({}, 'big', env)}</p>);
    // The placeholder already has the effect's size: nothing moves when the code arrives.
    expect(screen.getByText('big').style.fontSize).toBe('200%');
    await preloadMfmFunctions();
    expect((await screen.findByText('big')).className).toBe('kite-mfm-fn');
    first.unmount();
    // Once loaded, a new note draws the effect directly.
    render(<p>{x2()?.render({}, 'again', env)}</p>);
    expect(screen.getByText('again').style.fontSize).toBe('200%');
  });
});

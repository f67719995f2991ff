// @vitest-environment happy-dom
import { Suspense, act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyView } from './lazyView';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Hello = (props: { name: string }) => <p>{`hello ${props.name}`}</p>;

function mount(node: React.ReactNode): HTMLElement {
  const el = document.createElement('div');
  act(() => createRoot(el).render(<Suspense fallback="loading">{node}</Suspense>));
  return el;
}

describe('lazyView', () => {
  it('once preloaded, a first open renders in the same commit (no fallback)', async () => {
    const View = lazyView(() => Promise.resolve(Hello));
    await View.preload();
    expect(mount(<View name="a" />).textContent).toBe('hello a');
  });

  it('opened before the preload, it shows the fallback until the module arrives', async () => {
    const View = lazyView(() => Promise.resolve(Hello));
    const el = mount(<View name="b" />);
    expect(el.textContent).toBe('loading');
    await act(async () => {
      await View.preload();
    });
    expect(el.textContent).toBe('hello b');
  });
});

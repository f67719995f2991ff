// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(node: React.ReactNode): HTMLElement {
  const el = document.createElement('div');
  act(() => createRoot(el).render(node));
  return el;
}

describe('named icons', () => {
  it('draws a first-screen icon in the first render', () => {
    const el = mount(<Icon icon="home" size={14} />);
    expect(el.querySelector('svg.tabler-icon-home path')).not.toBeNull();
  });

  it('keeps the box of an icon from the later chunk until it arrives, then draws it', async () => {
    const el = mount(<Icon icon="star" size={14} className="x" />);
    const placeholder = el.querySelector('svg');
    expect(placeholder?.querySelector('path')).toBeNull();
    expect(placeholder?.getAttribute('width')).toBe('14');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => {
      await import('./moreIcons');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(el.querySelector('svg.tabler-icon-star.x path')).not.toBeNull();
    // Once loaded, another of them draws at once.
    expect(mount(<Icon icon="trash" />).querySelector('svg.tabler-icon-trash path')).not.toBeNull();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Mfm } from './Mfm';
import { MFM_NODE_BUDGET } from './budget';
import { renderWith } from '../test/harness';

afterEach(cleanup);

const r = (text: string) => renderWith(<Mfm text={text} />).container;
const transforms = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLElement>('.kite-mfm-fn')].map((e) => e.style.transform || e.style.fontSize);

describe('MFM outside a note card stays in its box (issue 43)', () => {
  it('the root is a clipping box of its own; plain names stay inline text', () => {
    expect(r('$[x4 big]').querySelector('.kite-mfm')?.classList.contains('kite-mfm-box')).toBe(true);
    const plain = renderWith(<Mfm text="name" plain />).container.querySelector('.kite-mfm');
    expect(plain?.classList.contains('kite-mfm-box')).toBe(false);
  });
  it('19 nested scale.x=5 grow no more than one (the size cap)', () => {
    const c = r(`${'$[scale.x=5,y=5 '.repeat(19)}boom${']'.repeat(19)}`);
    expect(transforms(c).filter(Boolean)).toEqual(['scale(5, 5)']);
    expect(c.textContent).toBe('boom');
  });
  it('nested x4 and x2 stop at the cap, and keep their content', () => {
    const c = r('$[x2 $[x4 $[x2 a]]]');
    // 2 × 6 = 12 is past the cap: x4 is drawn at normal size, the inner x2 fits again (2 × 2).
    expect(transforms(c).filter(Boolean)).toEqual(['200%', '200%']);
    expect(c.textContent).toBe('a');
  });
  it('a link whose label is scaled is still one link, inside the box', () => {
    const c = r(`[${'$[scale.x=5,y=5 '.repeat(19)}Follow${']'.repeat(19)}](https://evil.example)`);
    const links = c.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.closest('.kite-mfm-box')).not.toBeNull();
  });
});

describe('huge values are drawn a step at a time', () => {
  it('3,000 emoji draw at most the node budget, then more on "Show more"', async () => {
    const c = r('😀'.repeat(3000));
    await screen.findByRole('button', { name: 'Show more' });
    expect(c.querySelectorAll('img.kite-emoji').length).toBeLessThanOrEqual(MFM_NODE_BUDGET);
    const first = c.querySelectorAll('img.kite-emoji').length;
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(c.querySelectorAll('img.kite-emoji').length).toBeGreaterThan(first);
  });
  it('a long text is drawn a task later, its first chunk with a "Show more"; a short one at once, with none', async () => {
    const c = r('hello world\n'.repeat(90000));
    // Nothing of it in the task that mounted it: many of them could not stall the page together.
    expect(c.textContent).toBe('');
    await screen.findByRole('button', { name: 'Show more' });
    expect((c.textContent ?? '').length).toBeLessThan(5000);
    cleanup();
    r('short');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
  it('a long text skips layout while off screen', () => {
    expect(r('a'.repeat(2000)).querySelector('.kite-mfm-long')).not.toBeNull();
  });
});

describe('huge names', () => {
  it('a name of 2,000 emoji is cut with an ellipsis and no control (names sit inside links)', async () => {
    const c = renderWith(<Mfm text={'😀'.repeat(2000)} plain />).container;
    await vi.waitFor(() => expect(c.textContent?.endsWith('…')).toBe(true));
    expect(c.querySelectorAll('img').length).toBeLessThanOrEqual(MFM_NODE_BUDGET);
    expect(c.querySelector('button')).toBeNull();
    expect(c.textContent?.endsWith('…')).toBe(true);
  });
});

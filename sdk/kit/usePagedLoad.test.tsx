// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithServices as render } from '../testing/render';
import { usePagedLoad } from './usePagedLoad';
import type { PageAfter } from './usePagedLoad';
import { LoadMore } from './LoadMore';

afterEach(cleanup);

interface Row {
  id: string;
}
type Page = (after: PageAfter) => Promise<Row[]>;

/** Pages the test settles by hand, with ids; each call records where it was asked to start. */
function pages() {
  const calls: { after: PageAfter; resolve: (ids: string[]) => void; reject: (e: unknown) => void }[] = [];
  const page: Page = (after) =>
    new Promise<Row[]>((resolve, reject) => {
      calls.push({ after, resolve: (ids) => resolve(ids.map((id) => ({ id }))), reject });
    });
  return { page, calls };
}

function List({ id, page }: { id: string; page: Page }) {
  const paged = usePagedLoad(id, page, 2);
  return (
    <div>
      <ul>
        {(paged.data ?? []).map((x) => (
          <li key={x.id}>{x.id}</li>
        ))}
      </ul>
      <button type="button" onClick={() => paged.update((cur) => (cur ?? []).slice(1))}>
        drop first
      </button>
      <LoadMore paged={paged} />
    </div>
  );
}

function Switcher({ page }: { page: Page }) {
  const [id, setId] = useState('a');
  return (
    <>
      <button type="button" onClick={() => setId('b')}>
        switch
      </button>
      <List id={id} page={page} />
    </>
  );
}

const rows = () => screen.queryAllByRole('listitem').map((li) => li.textContent);
const settle = async (f: () => void) => act(async () => f());

describe('usePagedLoad', () => {
  it('appends the next page after what is loaded, and ends when a page comes short', async () => {
    const { page, calls } = pages();
    render(<List id="a" page={page} />);
    await settle(() => calls[0].resolve(['1', '2']));
    expect(rows()).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // A second press while the page is out sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Loading' }));
    expect(calls).toHaveLength(2);
    expect(calls[1].after).toEqual({ count: 2, untilId: '2' });
    await settle(() => calls[1].resolve(['3']));
    expect(rows()).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a first page that comes short offers no more', async () => {
    const { page, calls } = pages();
    render(<List id="a" page={page} />);
    await settle(() => calls[0].resolve(['1']));
    expect(rows()).toEqual(['1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('a failed page says why, keeps the rows, and Retry asks for the same page', async () => {
    const { page, calls } = pages();
    render(<List id="a" page={page} />);
    await settle(() => calls[0].resolve(['1', '2']));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle(() => calls[1].reject(new Error('refused')));
    expect(screen.getByRole('alert').textContent).toBe('refused');
    expect(rows()).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls[2].after).toEqual({ count: 2, untilId: '2' });
    await settle(() => calls[2].resolve(['3', '4']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rows()).toEqual(['1', '2', '3', '4']);
  });

  it('a page that answers after the key changed is dropped; the new key starts from its first page', async () => {
    const { page, calls } = pages();
    render(<Switcher page={page} />);
    await settle(() => calls[0].resolve(['1', '2']));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(calls[2].after).toEqual({ count: 0, untilId: undefined });
    await settle(() => calls[2].resolve(['x', 'y']));
    await settle(() => calls[1].resolve(['3', '4']));
    expect(rows()).toEqual(['x', 'y']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('an update (a removed row) keeps the list pageable, and the next page follows the rows as they are now', async () => {
    const { page, calls } = pages();
    render(<List id="a" page={page} />);
    await settle(() => calls[0].resolve(['1', '2']));
    fireEvent.click(screen.getByRole('button', { name: 'drop first' }));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(calls[1].after).toEqual({ count: 1, untilId: '2' });
  });
});

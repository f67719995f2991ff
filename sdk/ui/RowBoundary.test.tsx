// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '@kite/sdk/testing';
import { RowBoundary } from './RowBoundary';

function Card(props: { note: { text: string; user: { name: string } | null } }) {
  // As a note card reads its author: a note sent without one throws here.
  return <p>{`${props.note.user!.name}: ${props.note.text}`}</p>;
}

describe('RowBoundary', () => {
  it('a row that fails to draw says so in its place; the rows around it are drawn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const notes = [
      { text: 'first', user: { name: 'bob' } },
      { text: 'no author', user: null },
      { text: 'third', user: { name: 'carol' } },
    ];
    const { container, unmount } = renderWithServices(
      <>
        {notes.map((n) => (
          <RowBoundary key={n.text}>
            <Card note={n} />
          </RowBoundary>
        ))}
      </>,
    );
    expect(container.textContent).toBe('bob: firstThis item could not be shown.carol: third');
    expect(warn).toHaveBeenCalled();
    unmount();
    warn.mockRestore();
    error.mockRestore();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Api } from '../api';
import { Viewer } from '../services';
import { defineMessages } from '../i18n';
import { useService, useT, useViewer } from '../react';
import { renderWithServices } from './render';
import { mockApi } from './api';
import { noteFixture } from './fixtures/notes';
import { meFixture } from './fixtures/users';
import { provide } from './services';
import { viewerDouble } from './viewer';

afterEach(cleanup);

const m = defineMessages('test', { by: 'By {name}', visitor: 'Visitor' });

function NoteText({ id }: { id: string }) {
  const api = useService(Api);
  const t = useT();
  const viewer = useViewer();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => void api.request('notes/show', { noteId: id }).then((n) => setText(n.text)), [api, id]);
  return (
    <p>
      {text ?? '…'} {viewer.me ? t(m.by, { name: viewer.me.username }) : t(m.visitor)}
    </p>
  );
}

describe('renderWithServices', () => {
  it('renders inside the service provider with the test’s doubles over en-US texts and a visitor', async () => {
    const api = mockApi({ 'notes/show': ({ noteId }) => noteFixture({ id: noteId, text: 'hello' }) });
    renderWithServices(<NoteText id="n1" />, { services: [provide(Api, api)] });
    expect(await screen.findByText('hello Visitor')).toBeTruthy();
    expect(api.paramsOf('notes/show')).toEqual([{ noteId: 'n1' }]);
  });

  it('re-renders when a double changes (the viewer signs in)', async () => {
    const viewer = viewerDouble();
    const { services } = renderWithServices(<NoteText id="n1" />, {
      services: [provide(Api, mockApi({ 'notes/show': () => noteFixture({ text: 'hi' }) })), provide(Viewer, viewer)],
    });
    await screen.findByText('hi Visitor');
    act(() => viewer.setInfo({ me: meFixture({ username: 'ann' }) }));
    expect(screen.getByText('hi By ann')).toBeTruthy();
    expect(services.resolve(Viewer)).toBe(viewer);
  });
});

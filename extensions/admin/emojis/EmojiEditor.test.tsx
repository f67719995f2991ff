// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Api, ApiError, Dialogs, Toasts } from '@kite/sdk';
import { dialogsDouble, mockApi, provide, renderWithServices, toastsDouble } from '@kite/sdk/testing';
import { EmojiEditor } from './EmojiEditor';

afterEach(cleanup);

const emoji = {
  id: 'e1',
  name: 'blobcat',
  category: 'Blobs',
  aliases: ['cat'],
  host: null,
  url: 'https://misskey.example/files/blobcat.png',
  license: 'CC0',
  isSensitive: false,
  localOnly: false,
  roleIdsThatCanBeUsedThisEmojiAsReaction: [],
};

describe('emoji editor', () => {
  it('says when the name is taken, keeps what was typed, then saves the fields as Misskey takes them', async () => {
    let refuse = true;
    const api = mockApi({
      'admin/roles/list': () => [],
      'admin/emoji/update': () => {
        if (refuse) {
          refuse = false;
          throw new ApiError({
            code: 'SAME_NAME_EMOJI_EXISTS',
            id: '7180fe9d',
            message: 'Emoji that have same name already exists.',
            endpoint: 'admin/emoji/update',
          });
        }
      },
    });
    const done: boolean[] = [];
    renderWithServices(<EmojiEditor emoji={emoji} categories={['Blobs']} onDone={(c) => done.push(c)} />, {
      services: [provide(Api, api), provide(Dialogs, dialogsDouble()), provide(Toasts, toastsDouble())],
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'kite' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Aliases'), { target: { value: 'cat  kitty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'An emoji with this name already exists');
    expect(done).toEqual([]);
    expect(screen.getByLabelText('Aliases')).toHaveProperty('value', 'cat  kitty');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toEqual([true]));
    expect(api.calls.filter((c) => c.endpoint === 'admin/emoji/update').at(-1)?.params).toEqual({
      id: 'e1',
      name: 'kite',
      category: null,
      aliases: ['cat', 'kitty'],
      license: 'CC0',
      isSensitive: false,
      localOnly: false,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    });
  });

  it('refuses a name Misskey would refuse, and a new emoji without an image', async () => {
    const api = mockApi({ 'admin/roles/list': () => [] });
    renderWithServices(<EmojiEditor emoji={null} categories={[]} onDone={() => undefined} />, {
      services: [provide(Api, api), provide(Dialogs, dialogsDouble()), provide(Toasts, toastsDouble())],
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'no spaces' } });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'fine_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Choose an image first');
    expect(api.calls.some((c) => c.endpoint === 'admin/emoji/add')).toBe(false);
  });
});

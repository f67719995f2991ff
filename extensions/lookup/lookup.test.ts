import { describe, expect, it } from 'vitest';
import { ApiError } from '@kite/sdk';
import { dialogsDouble, i18nDouble, mockApi, navigationDouble, noteFixture, userFixture } from '@kite/sdk/testing';
import type { MockHandlers } from '@kite/sdk/testing';
import { resolveLookup } from './lookup';

const noSuch = (endpoint: string, code: string) => new ApiError({ code, id: 'x', message: code, endpoint, status: 400 });

/** This server is https://kite.example; `answers` are the server's. */
function deps(answers: MockHandlers) {
  const api = mockApi(answers, { origin: 'https://kite.example' });
  const dialogs = dialogsDouble();
  const nav = navigationDouble();
  return { d: { api, dialogs, nav, i18n: i18nDouble() }, nav, alerts: () => dialogs.alerts.map((a) => a.title), api };
}

describe('resolveLookup', () => {
  it("opens this server's own note address without asking the server", async () => {
    const t = deps({});
    expect(await resolveLookup(t.d, 'https://kite.example/notes/9abc0001')).toBe(true);
    expect(t.nav.pushed).toEqual(['/notes/9abc0001']);
    expect(t.api.calls).toEqual([]);
  });

  it('tries a bare id as a note first', async () => {
    const t = deps({ 'notes/show': ({ noteId }) => noteFixture({ id: noteId }) });
    await resolveLookup(t.d, '9abc0001xy');
    expect(t.nav.pushed).toEqual(['/notes/9abc0001xy']);
    expect(t.api.endpoints()).toEqual(['notes/show']);
  });

  it('then as a user, opening the profile', async () => {
    const t = deps({
      'notes/show': () => {
        throw noSuch('notes/show', 'NO_SUCH_NOTE');
      },
      'users/show': () => userFixture({ username: 'frank', host: 'remote.example' }),
    });
    await resolveLookup(t.d, '9abc0001xy', { replace: true });
    expect(t.nav.replaced).toEqual(['/@frank@remote.example']);
    expect(t.nav.pushed).toEqual([]);
  });

  it('says "not found" when neither exists', async () => {
    const t = deps({
      'notes/show': () => {
        throw noSuch('notes/show', 'NO_SUCH_NOTE');
      },
      'users/show': () => {
        throw noSuch('users/show', 'NO_SUCH_USER');
      },
    });
    expect(await resolveLookup(t.d, '9abc0001xy')).toBe(false);
    expect(t.nav.pushed).toEqual([]);
    expect(t.alerts()).toEqual(['Not found']);
  });

  it('resolves a remote address through ap/show and shows its errors by id', async () => {
    const ok = deps({ 'ap/show': () => ({ type: 'User', object: userFixture({ username: 'frank', host: 'remote.example' }) }) });
    await resolveLookup(ok.d, 'https://remote.example/users/frank');
    expect(ok.nav.pushed).toEqual(['/@frank@remote.example']);
    const failed = deps({
      'ap/show': () => {
        throw new ApiError({ code: 'NO_SUCH_OBJECT', id: 'dc94d745-1262-4e63-a17d-fecaa57efc82', message: 'x', endpoint: 'ap/show' });
      },
    });
    expect(await resolveLookup(failed.d, 'https://remote.example/nothing')).toBe(false);
    expect(failed.alerts()).toEqual(['Not found']);
  });
});

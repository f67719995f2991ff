import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@kite/sdk';
import type { ApiService, DialogService, I18nService, NavigationService } from '@kite/sdk';
import { resolveLookup } from './lookup';

const noSuch = (endpoint: string, code: string) => new ApiError({ code, id: 'x', message: code, endpoint, status: 400 });

function deps(answers: Record<string, (params: Record<string, unknown>) => unknown>) {
  const pushed: string[] = [];
  const alerts: { title?: string }[] = [];
  const api = {
    origin: 'https://kite.example',
    request: vi.fn(async (endpoint: string, params: Record<string, unknown>) => {
      const answer = answers[endpoint];
      if (!answer) throw new Error(`unexpected ${endpoint}`);
      return answer(params);
    }),
  } as unknown as ApiService;
  const dialogs: DialogService = {
    open: vi.fn(),
    alert: vi.fn(async (o) => void alerts.push(o)),
    confirm: vi.fn(),
    waiting: (p) => p,
  };
  const nav = {
    push: (p: string) => void pushed.push(p),
    replace: (p: string) => void pushed.push(`replace:${p}`),
  } as unknown as NavigationService;
  const i18n = { t: (k: { en: string } | string) => (typeof k === 'string' ? k : k.en) } as unknown as I18nService;
  return { d: { api, dialogs, nav, i18n }, pushed, alerts, api };
}

describe('resolveLookup', () => {
  it("opens this server's own note address without asking the server", async () => {
    const t = deps({});
    expect(await resolveLookup(t.d, 'https://kite.example/notes/9abc0001')).toBe(true);
    expect(t.pushed).toEqual(['/notes/9abc0001']);
    expect(t.api.request).not.toHaveBeenCalled();
  });

  it('tries a bare id as a note first', async () => {
    const t = deps({ 'notes/show': (p) => ({ id: p.noteId }) });
    await resolveLookup(t.d, '9abc0001xy');
    expect(t.pushed).toEqual(['/notes/9abc0001xy']);
  });

  it('then as a user, opening the profile', async () => {
    const t = deps({
      'notes/show': () => {
        throw noSuch('notes/show', 'NO_SUCH_NOTE');
      },
      'users/show': () => ({ username: 'frank', host: 'remote.example' }),
    });
    await resolveLookup(t.d, '9abc0001xy', { replace: true });
    expect(t.pushed).toEqual(['replace:/@frank@remote.example']);
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
    expect(t.pushed).toEqual([]);
    expect(t.alerts.map((a) => a.title)).toEqual(['Not found']);
  });

  it('resolves a remote address through ap/show and shows its errors by id', async () => {
    const ok = deps({ 'ap/show': () => ({ type: 'User', object: { username: 'frank', host: 'remote.example' } }) });
    await resolveLookup(ok.d, 'https://remote.example/users/frank');
    expect(ok.pushed).toEqual(['/@frank@remote.example']);
    const failed = deps({
      'ap/show': () => {
        throw new ApiError({ code: 'NO_SUCH_OBJECT', id: 'dc94d745-1262-4e63-a17d-fecaa57efc82', message: 'x', endpoint: 'ap/show' });
      },
    });
    expect(await resolveLookup(failed.d, 'https://remote.example/nothing')).toBe(false);
    expect(failed.alerts.map((a) => a.title)).toEqual(['Not found']);
  });
});

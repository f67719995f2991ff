import { describe, expect, it, vi } from 'vitest';
import { takeShare } from './share';
import type { ShareDeps } from './share';

const alice = { id: 'u-alice', origin: 'https://misskey.example', token: 'tok-a' };

function shared(fields: Record<string, string>, files: File[] = []): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('files', f);
  return new Request('https://kite.example/share', { method: 'POST', body: form });
}

function deps(over: Partial<ShareDeps> = {}) {
  let n = 0;
  return {
    origin: 'https://kite.example',
    account: vi.fn(async () => alice),
    upload: vi.fn(async () => `f${++n}`),
    failed: vi.fn(async () => {}),
    ...over,
  } satisfies ShareDeps;
}

const location = (res: Response) => new URL(res.headers.get('location') ?? '');

describe('the share target', () => {
  it('opens the share page with the shared title, text and URL (and nothing empty)', async () => {
    const res = await takeShare(shared({ title: 'Kites', text: 'Look', url: 'https://kites.example/', files: '' }), deps());
    expect(res.status).toBe(303);
    expect(location(res).pathname).toBe('/share');
    expect(Object.fromEntries(location(res).searchParams)).toEqual({ title: 'Kites', text: 'Look', url: 'https://kites.example/' });
  });

  it('uploads the files to the open account’s drive, in order, and passes them on', async () => {
    let n = 0;
    const upload = vi.fn(async (_account: { id: string }, _file: File) => `f${++n}`);
    const d = deps({ upload });
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.txt', { type: 'text/plain' });
    const res = await takeShare(shared({ text: 'Two files' }, [a, b]), d);
    expect(upload.mock.calls.map(([acc, f]) => [acc.id, f.name])).toEqual([
      ['u-alice', 'a.png'],
      ['u-alice', 'b.txt'],
    ]);
    expect(location(res).searchParams.get('fileIds')).toBe('f1,f2');
    expect(d.failed).not.toHaveBeenCalled();
  });

  it('says which files were not uploaded, and still opens the page with the rest', async () => {
    const d = deps({ upload: vi.fn().mockResolvedValueOnce('f1').mockRejectedValueOnce(new Error('Too large')) });
    const res = await takeShare(shared({}, [new File(['a'], 'a.png'), new File(['b'], 'b.png')]), d);
    expect(location(res).searchParams.get('fileIds')).toBe('f1');
    expect(d.failed).toHaveBeenCalledWith(1, 'Too large');
    const signedOut = deps({ account: vi.fn(async () => null) });
    const res2 = await takeShare(shared({ text: 'hi' }, [new File(['a'], 'a.png')]), signedOut);
    expect(Object.fromEntries(location(res2).searchParams)).toEqual({ text: 'hi' });
    expect(signedOut.failed).toHaveBeenCalledWith(1, 'signed out');
  });
});

/**
 * Fetching a URL for drive/files/upload-from-url. URLs on this server are read
 * in-process; other http(s) URLs are fetched over the network.
 */
import type { State } from '../store/state';
import { detectType } from '../store/drive-service';
import { picture } from '../seed/media';

export async function fetchForUpload(state: State, raw: string): Promise<{ bytes: Buffer; type: string; name: string }> {
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol)) throw new Error('unsupported protocol');
  const name = decodeURIComponent(url.pathname.split('/').pop() || 'file');
  if (url.host === state.host) {
    const m = /^\/files\/([\w-]+)/.exec(url.pathname);
    const f = m ? state.file(m[1]) : undefined;
    const bytes = f ? state.blobs.get(f.blobKey) : undefined;
    if (f && bytes) return { bytes, type: f.type, name: f.name };
    const pic = /^\/(?:__fixtures|static)\/([\w-]+)\.png$/.exec(url.pathname);
    if (pic) return { bytes: picture(pic[1] ?? 'x'), type: 'image/png', name };
  }
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, type: detectType(name, res.headers.get('content-type') ?? '', bytes), name };
}

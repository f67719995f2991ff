/**
 * The control panel's ads as Misskey 2025.9 answers them: list (all, publishing or not), create,
 * update and delete, each logged. The ads themselves are what meta's `ads` hands out.
 */
import type { entities } from 'misskey-js';
import type { AdRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { lenRange, paginateById } from '../http/params';
import { genId } from '../store/ids';
import { logModeration } from './modlog';

const mod = { requireCredential: true, requireModerator: true } as const;
const noSuchAd = (id: string) => new ApiError({ message: 'No such ad.', code: 'NO_SUCH_AD', id });

/** An ad as misskey-js's Ad. */
export const packAd = (a: AdRec): entities.Ad => ({
  id: a.id,
  expiresAt: new Date(a.expiresAt).toISOString(),
  startsAt: new Date(a.startsAt).toISOString(),
  dayOfWeek: a.dayOfWeek,
  url: a.url,
  imageUrl: a.imageUrl,
  memo: a.memo,
  place: a.place,
  priority: a.priority,
  ratio: a.ratio,
});

export const adminAdEndpoints = [
  ep('admin/ad/list', { ...mod, kind: 'read:admin:ad' }, ({ state, params }) => {
    const now = Date.now();
    const publishing = (a: AdRec) => a.expiresAt > now && a.startsAt <= now;
    const list = state.db.ads.filter((a) => params.publishing == null || publishing(a) === params.publishing);
    return paginateById(list, params).map(packAd);
  }),
  ep('admin/ad/create', { ...mod, kind: 'write:admin:ad' }, ({ state, me, params }) => {
    lenRange(params.url, 1, Infinity, 'url');
    lenRange(params.imageUrl, 1, Infinity, 'imageUrl');
    const a: AdRec = {
      id: genId(),
      url: params.url,
      imageUrl: params.imageUrl,
      memo: params.memo,
      place: params.place,
      priority: params.priority,
      ratio: params.ratio,
      dayOfWeek: params.dayOfWeek,
      startsAt: params.startsAt,
      expiresAt: params.expiresAt,
    };
    state.db.ads.push(a);
    logModeration(state, me, { type: 'createAd', info: { adId: a.id, ad: packAd(a) } });
    return packAd(a);
  }),
  ep('admin/ad/update', { ...mod, kind: 'write:admin:ad' }, ({ state, me, params }) => {
    lenRange(params.url, 1, Infinity, 'url');
    lenRange(params.imageUrl, 1, Infinity, 'imageUrl');
    const a = state.db.ads.find((x) => x.id === params.id);
    if (!a) throw noSuchAd('b7aa1727-1354-47bc-a182-3a9c3973d300');
    const before = packAd(a);
    const { id: _id, startsAt, expiresAt, ...rest } = params;
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) Object.assign(a, { [k]: v });
    // Misskey keeps a date when the update gives none (or 0).
    if (startsAt) a.startsAt = startsAt;
    if (expiresAt) a.expiresAt = expiresAt;
    logModeration(state, me, { type: 'updateAd', info: { adId: a.id, before, after: packAd(a) } });
  }),
  ep('admin/ad/delete', { ...mod, kind: 'write:admin:ad' }, ({ state, me, params }) => {
    const a = state.db.ads.find((x) => x.id === params.id);
    if (!a) throw noSuchAd('ccac9863-3a03-416e-b899-8a64041118b1');
    state.db.ads = state.db.ads.filter((x) => x !== a);
    logModeration(state, me, { type: 'deleteAd', info: { adId: a.id, ad: packAd(a) } });
  }),
];

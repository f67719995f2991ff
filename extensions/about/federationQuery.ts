import type { Endpoints } from 'misskey-js';

export type InstancesReq = NonNullable<Endpoints['federation/instances']['req']>;
export type InstanceSort = NonNullable<InstancesReq['sort']>;
export const FILTERS = ['all', 'federating', 'subscribing', 'publishing', 'suspended', 'blocked', 'silenced', 'notResponding'] as const;
export type InstanceFilter = (typeof FILTERS)[number];
/** Misskey's "+" sorts largest (newest) first. */
export const SORTS = [
  '+pubSub',
  '+notes',
  '+users',
  '+firstRetrievedAt',
  '+latestRequestReceivedAt',
] as const satisfies readonly InstanceSort[];
export type ShownSort = (typeof SORTS)[number];

/** The page size of the instance list (Misskey's maximum is 100). */
export const INSTANCE_PAGE = 30;

/** The request for one page of the federation list: one filter flag set to true, the host searched as typed. */
export function instancesRequest(host: string, filter: InstanceFilter, sort: ShownSort, offset: number): InstancesReq {
  const req: InstancesReq = { sort, limit: INSTANCE_PAGE, offset };
  const h = host.trim();
  if (h) req.host = h;
  if (filter !== 'all') req[filter] = true;
  return req;
}

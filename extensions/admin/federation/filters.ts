import type { Endpoints, entities } from 'misskey-js';

type Req = NonNullable<Endpoints['federation/instances']['req']>;
/** The list's state filter, as Misskey's control panel offers it. */
export type InstanceState = 'all' | 'federating' | 'subscribing' | 'publishing' | 'suspended' | 'silenced' | 'blocked' | 'notResponding';
export type InstanceSort = NonNullable<Req['sort']>;

/** The federation/instances parameters of a state: the "…ing" states leave out suspended and blocked servers, as Misskey's do. */
export function stateParams(state: InstanceState): Partial<Req> {
  const active = { suspended: false, blocked: false };
  switch (state) {
    case 'federating':
      return { federating: true, ...active };
    case 'subscribing':
      return { subscribing: true, ...active };
    case 'publishing':
      return { publishing: true, ...active };
    case 'suspended':
      return { suspended: true };
    case 'silenced':
      return { silenced: true };
    case 'blocked':
      return { blocked: true };
    case 'notResponding':
      return { notResponding: true };
    case 'all':
      return {};
  }
}

/** What a server's badge says, the most serious first (as Misskey's status tooltip). */
export function instanceStatus(i: entities.FederationInstance): 'suspended' | 'blocked' | 'silenced' | 'notResponding' | 'alive' {
  if (i.suspensionState !== 'none') return 'suspended';
  if (i.isBlocked) return 'blocked';
  if (i.isSilenced) return 'silenced';
  if (i.isNotResponding) return 'notResponding';
  return 'alive';
}

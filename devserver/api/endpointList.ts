/**
 * `endpoints` and `endpoint` (Misskey 2025.9): the names of every endpoint this server
 * answers, and one endpoint's parameters (null for an unknown name). The devserver keeps no
 * parameter schemas, so `endpoint` lists none; the shape is Misskey's.
 */
import { ep, type EndpointDef } from '../http/endpoint';
import { answers } from '../http/api-handler';
import type { State } from '../store/state';

/** `all` is read at call time: the finished endpoint map; only what the server answers now is listed. */
export function endpointListEndpoints(all: () => Iterable<EndpointDef>): EndpointDef[] {
  const names = (state: State) => [...all()].filter((d) => answers(state, d)).map((d) => d.name);
  return [
    ep('endpoints', { allowGet: true }, ({ state }) => names(state)),
    ep('endpoint', {}, ({ state, params }) => (names(state).includes(params.endpoint) ? { params: [] } : null)),
  ];
}

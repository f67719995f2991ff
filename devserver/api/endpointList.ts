/**
 * `endpoints` and `endpoint` (Misskey 2025.9): the names of every endpoint this server
 * answers, and one endpoint's parameters (null for an unknown name). The devserver keeps no
 * parameter schemas, so `endpoint` lists none; the shape is Misskey's.
 */
import { ep, type EndpointDef } from '../http/endpoint';

/** `names` is read at call time: the list is the finished endpoint map's keys. */
export function endpointListEndpoints(names: () => readonly string[]): EndpointDef[] {
  return [
    ep('endpoints', { allowGet: true }, () => [...names()]),
    ep('endpoint', {}, ({ params }) => (names().includes(params.endpoint) ? { params: [] } : null)),
  ];
}

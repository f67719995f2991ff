/** Misskey's rule for Mk:api: an endpoint name, never a URL or a path out of /api. */
export function isAllowedEndpoint(ep: string): boolean {
  return ep.length > 0 && !ep.includes('://') && !ep.includes('..');
}

import { describe, expect, it } from 'vitest';
import { endpointListEndpoints } from './endpointList';

describe('endpoints / endpoint', () => {
  const defs = endpointListEndpoints(() => ['i', 'notes/create', 'endpoints', 'endpoint']);
  const handler = (name: string) => {
    const def = defs.find((d) => d.name === name);
    if (!def) throw new Error(name);
    return def.handler;
  };
  const ctx = (params: Record<string, unknown>) => ({ params, me: null, token: null, state: null!, file: null, services: null! });

  it('lists every endpoint name', () => {
    expect(handler('endpoints')(ctx({}))).toEqual(['i', 'notes/create', 'endpoints', 'endpoint']);
  });
  it('describes a known endpoint and answers null for an unknown one, as Misskey does', () => {
    expect(handler('endpoint')(ctx({ endpoint: 'i' }))).toEqual({ params: [] });
    expect(handler('endpoint')(ctx({ endpoint: 'nope' }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { endpointProblem, parseParams } from './endpointRule';

describe('endpointProblem', () => {
  it('accepts endpoint names', () => {
    expect(endpointProblem('i')).toBeNull();
    expect(endpointProblem(' notes/create ')).toBeNull();
    expect(endpointProblem('admin/get-index-stats')).toBeNull();
  });
  it('refuses schemes, other origins, parent steps and slash-led paths', () => {
    for (const bad of ['https://evil.example/api/i', '//evil.example/i', 'javascript:alert(1)', '../i', 'notes/../i', '/api/i', 'i?x=1'])
      expect(endpointProblem(bad)).toBe('invalid');
  });
  it('says when nothing was entered', () => {
    expect(endpointProblem('  ')).toBe('empty');
  });
});

describe('parseParams', () => {
  it('reads a JSON object, empty text as {}', () => {
    expect(parseParams('{"limit": 3}')).toEqual({ limit: 3 });
    expect(parseParams('')).toEqual({});
  });
  it('refuses broken JSON and non-objects', () => {
    expect(parseParams('{limit: 3')).toBeNull();
    expect(parseParams('[1]')).toBeNull();
    expect(parseParams('3')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { annotatedVersion, chooseLine, lineFor } from './version';

describe('AiScript version selection', () => {
  it('reads the /// @ annotation of the first line', () => {
    expect(annotatedVersion('/// @ 0.16.0\n<: 1')).toBe('0.16.0');
    expect(annotatedVersion('  ///@1.0.0\r\n<: 1')).toBe('1.0.0');
    expect(annotatedVersion('<: 1\n/// @ 1.0.0')).toBeNull();
    expect(annotatedVersion('// @ 1.0.0')).toBeNull();
  });

  it('runs 0.12 … 0.x with 0.19 and 1.x with 1.x; nothing else', () => {
    expect(lineFor('0.12.0')).toBe('0.19');
    expect(lineFor('0.19.0')).toBe('0.19');
    expect(lineFor('0.11.1')).toBeNull();
    expect(lineFor('1.0.0')).toBe('1');
    expect(lineFor('1.2.1')).toBe('1');
    expect(lineFor('2.0.0')).toBeNull();
    expect(lineFor('1.0')).toBeNull();
    expect(lineFor('latest')).toBeNull();
  });

  it('gives the spec texts for missing code, annotation and unsupported versions', () => {
    expect(() => chooseLine('')).toThrow('code is required');
    expect(() => chooseLine('  \n')).toThrow('code is required');
    expect(() => chooseLine('<: 1')).toThrow('No language version annotation found');
    expect(() => chooseLine('/// @ 0.11.0\n<: 1')).toThrow('Aiscript version is not supported');
    expect(chooseLine('/// @ 0.18.0\n<: 1')).toBe('0.19');
    expect(chooseLine('/// @ 1.1.0\n<: 1')).toBe('1');
  });
});

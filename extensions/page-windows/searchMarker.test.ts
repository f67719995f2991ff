import { describe, expect, it } from 'vitest';
import { searchMarkerOf } from './searchMarker';

describe('searchMarkerOf', () => {
  it('is the decoded hash of the path, or null', () => {
    expect(searchMarkerOf('/settings/profile#avatar')).toBe('avatar');
    expect(searchMarkerOf('/about#f%C3%A9d')).toBe('féd');
    expect(searchMarkerOf('/about#')).toBeNull();
    expect(searchMarkerOf('/about')).toBeNull();
  });
});

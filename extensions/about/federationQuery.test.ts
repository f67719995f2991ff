import { describe, expect, it } from 'vitest';
import { instancesRequest } from './federationQuery';

describe('instancesRequest', () => {
  it('sends the chosen filter as its flag, the trimmed host and the page', () => {
    expect(instancesRequest(' mastodon ', 'suspended', '+notes', 30)).toEqual({
      host: 'mastodon',
      suspended: true,
      sort: '+notes',
      limit: 30,
      offset: 30,
    });
  });
  it('sends no flag for "all" and no host when the search is empty', () => {
    expect(instancesRequest('  ', 'all', '+pubSub', 0)).toEqual({ sort: '+pubSub', limit: 30, offset: 0 });
  });
});

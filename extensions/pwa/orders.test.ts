import { describe, expect, it } from 'vitest';
import { readOrder } from './orders';
import { addressFor } from './worker/open';

describe('push orders', () => {
  it('reads a push order with its account, and only in-app paths', () => {
    expect(readOrder({ type: 'order', order: 'push', url: '/notes/abc', loginId: 'u1' })).toEqual({
      order: 'push',
      url: '/notes/abc',
      loginId: 'u1',
      replyId: null,
      renoteId: null,
    });
    expect(readOrder({ type: 'order', order: 'push', url: '/my/notifications' })).toMatchObject({
      url: '/my/notifications',
      loginId: null,
    });
    expect(readOrder({ type: 'order', order: 'push', url: 'https://evil.example/' })).toBeNull();
    expect(readOrder({ type: 'order', order: 'push', url: '//evil.example/' })).toBeNull();
    expect(readOrder({ type: 'order', order: 'post', url: '/share?replyId=n1', loginId: 'u1', replyId: 'n1' })).toMatchObject({
      order: 'post',
      replyId: 'n1',
    });
    expect(readOrder({ type: 'order', order: 'delete', url: '/x' })).toBeNull();
    expect(readOrder('order')).toBeNull();
  });

  it('opens a new window at the path, switching to the notification’s account', () => {
    expect(addressFor('https://kite.example', '/notes/abc', 'u1')).toBe('https://kite.example/notes/abc?loginId=u1');
    expect(addressFor('https://kite.example', '/@carol', null)).toBe('https://kite.example/@carol');
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';
import { TestI18n } from '@kite/sdk/testing';
import { goToHotkeys } from './goTo';

const who = (signedIn: boolean): ViewerInfo => ({ signedIn, me: null, isStaff: false, meta: null, endpoints: null });

describe('g sequences', () => {
  it('go to each navbar place the viewer has, by its catalogue id, in the interface language', async () => {
    const push = vi.fn();
    const profile = vi.fn();
    const navbar: NavbarItemContribution[] = [
      { id: 'timeline', slot: 'top', title: 'Timeline', icon: 'home', to: '/' },
      { id: 'drive', title: 'Drive', icon: 'cloud', to: '/my/drive', show: (w) => w.signedIn },
      { id: 'profile', title: 'Profile', icon: 'user', action: profile },
      { id: 'chat', title: 'Chat', icon: 'messages', command: 'chat.open' },
      { id: 'debug', title: 'Debug', icon: 'bug', to: '/debug' },
    ];
    const commands = { has: () => false, run: vi.fn(async () => undefined) };
    const keys = (signedIn: boolean) =>
      goToHotkeys({ navbar: () => navbar, who: () => who(signedIn), push, commands, i18n: new TestI18n() });
    expect(keys(false).map((h) => [h.keys, h.description])).toEqual([
      [['g h'], 'Go to Timeline'],
      [['g p'], 'Go to Profile'],
    ]);
    const signedIn = keys(true);
    expect(signedIn.map((h) => h.keys[0])).toEqual(['g h', 'g d', 'g p']);
    await signedIn[1]?.action?.();
    await signedIn[2]?.action?.();
    expect(push).toHaveBeenCalledWith('/my/drive');
    expect(profile).toHaveBeenCalledWith(null);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import type { I18nService, MenuItemContribution, ViewerInfo } from '@kite/sdk';
import { KernelContributionRegistry } from '../../contributions/registry';
import { locationItems } from './location';

const note = { id: 'n1', text: 'hello', userId: 'u1' } as entities.Note;
const i18n = { t: (k: string | { en: string }) => (typeof k === 'string' ? k : k.en) } as I18nService;
const who = (signedIn: boolean): ViewerInfo => ({ signedIn, me: null, isStaff: false, meta: null });

describe('location menus', () => {
  it('types the target by location, filters by visitor / show, and runs the action with the target', async () => {
    const registry = new KernelContributionRegistry();
    const seen = vi.fn();
    // `location: 'note'` types `note` in show and action without a cast.
    const items: MenuItemContribution[] = [
      { location: 'note', id: 'details', visitor: true, text: 'Details', action: ({ note: n }) => seen(n.id) },
      { location: 'note', id: 'quote', text: 'Quote', show: ({ note: n }) => !!n.text, action: () => {} },
      { location: 'note', id: 'empty', text: 'Never', show: ({ note: n }) => n.text === null, action: () => {} },
      { location: 'user', id: 'follow', visitor: true, text: 'Follow', action: ({ user }) => seen(user.id) },
    ];
    for (const c of items) registry.add('menuItems', 'x', c);
    expect(locationItems({ registry, i18n, who: who(false) }, 'note', { note }).map((i) => ('text' in i ? i.text : ''))).toEqual([
      'Details',
    ]);
    const signed = locationItems({ registry, i18n, who: who(true) }, 'note', { note });
    expect(signed.map((i) => ('text' in i ? i.text : ''))).toEqual(['Details', 'Quote']);
    const first = signed[0];
    if ('action' in first && typeof first.action === 'function') await first.action();
    expect(seen).toHaveBeenCalledWith('n1');
  });

  it('offers an item that calls an optional endpoint only once the server lists that endpoint', () => {
    const registry = new KernelContributionRegistry();
    registry.add('menuItems', 'x', {
      location: 'note',
      id: 'narrow',
      text: 'Narrow',
      endpoint: 'notes/update-visibility',
      action: () => {},
    });
    registry.add('menuItems', 'x', { location: 'note', id: 'copy', text: 'Copy', action: () => {} });
    const texts = (endpoints: ReadonlySet<string> | null) =>
      locationItems({ registry, i18n, who: { ...who(true), endpoints } }, 'note', { note }).map((i) => ('text' in i ? i.text : ''));
    expect(texts(null)).toEqual(['Copy']);
    expect(texts(new Set(['notes/create']))).toEqual(['Copy']);
    expect(texts(new Set(['notes/update-visibility']))).toEqual(['Narrow', 'Copy']);
  });

  it('places an item that names `after` behind that item, keeping contribution order otherwise', () => {
    const registry = new KernelContributionRegistry();
    const item = (id: string, after?: string): MenuItemContribution => ({ location: 'note', id, after, text: id, action: () => {} });
    // Declared first by another extension, yet shown after `b`; `x` names no item here and keeps its place.
    for (const c of [item('clip', 'b'), item('x', 'nowhere'), item('a'), item('b'), item('c'), item('d', 'b')])
      registry.add('menuItems', 'x', c);
    const texts = locationItems({ registry, i18n, who: who(true) }, 'note', { note }).map((i) => ('text' in i ? i.text : ''));
    expect(texts).toEqual(['x', 'a', 'b', 'clip', 'd', 'c']);
  });
});

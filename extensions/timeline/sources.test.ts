import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { meFixture, metaFixture, policiesFixture, viewerInfo } from '@kite/sdk/testing';
import { availableTabs, chooseTab, normaliseFilters, sourceSpec } from './sources';
import { defaultFilters } from './prefs';

/** A viewer (signed in or a visitor) under these policies, the server's and the account's alike. */
const who = (signedIn: boolean, policies: Partial<entities.RolePolicies>) =>
  viewerInfo({
    signedIn,
    me: signedIn ? meFixture({ policies: policiesFixture(policies) }) : null,
    meta: metaFixture({ policies: policiesFixture(policies) }),
  });

describe('timeline sources', () => {
  it('offers tabs as policies allow and falls back to the first permitted one', () => {
    expect(availableTabs(who(true, {}))).toEqual(['home', 'local', 'social', 'global']);
    expect(availableTabs(who(true, { ltlAvailable: false, gtlAvailable: false }))).toEqual(['home']);
    expect(availableTabs(who(false, { gtlAvailable: false }))).toEqual(['local']);
    expect(chooseTab('home', who(false, {}))).toBe('local');
    expect(chooseTab('global', who(false, { ltlAvailable: false, gtlAvailable: false }))).toBeNull();
  });

  it('applies the exclusion rules of spec 3 §5', () => {
    const f = { ...defaultFilters, withReplies: true, onlyFiles: true, excludeFiles: true };
    expect(normaliseFilters('local', f, 'excludeFiles')).toMatchObject({ onlyFiles: false, excludeFiles: true, withReplies: true });
    expect(normaliseFilters('local', f, 'onlyFiles')).toMatchObject({ onlyFiles: true, excludeFiles: false, withReplies: false });
    expect(normaliseFilters('home', { ...defaultFilters, withReplies: true }).withReplies).toBe(false);
  });

  it('maps each timeline to its endpoint and channel', () => {
    expect(sourceSpec('social', defaultFilters)).toMatchObject({
      endpoint: 'notes/hybrid-timeline',
      channel: 'hybridTimeline',
      params: { withRenotes: true, withReplies: false, withFiles: false, excludeFiles: false },
    });
    expect(sourceSpec({ list: 'L' }, defaultFilters)).toMatchObject({
      endpoint: 'notes/user-list-timeline',
      channel: 'userList',
      params: { listId: 'L' },
    });
    expect(sourceSpec({ antenna: 'A' }, defaultFilters)).toMatchObject({ endpoint: 'antennas/notes', channel: 'antenna' });
  });

  it('maps channel, role, mentions and directs (spec 3 §7) and keys the hashtag option', () => {
    expect(sourceSpec({ channel: 'C' }, defaultFilters)).toMatchObject({
      endpoint: 'channels/timeline',
      params: { channelId: 'C' },
      channel: 'channel',
      channelParams: { channelId: 'C' },
    });
    expect(sourceSpec({ role: 'R' }, defaultFilters)).toMatchObject({
      endpoint: 'roles/notes',
      params: { roleId: 'R' },
      channel: 'roleTimeline',
      channelParams: { roleId: 'R' },
    });
    expect(sourceSpec('mentions', defaultFilters)).toMatchObject({
      endpoint: 'notes/mentions',
      params: {},
      channel: 'main',
      event: 'mention',
      onlySpecified: false,
    });
    expect(sourceSpec('directs', defaultFilters)).toMatchObject({
      endpoint: 'notes/mentions',
      params: { visibility: 'specified' },
      event: 'mention',
      onlySpecified: true,
    });
    expect(sourceSpec('local', { ...defaultFilters, withHashtags: false }).key).not.toBe(sourceSpec('local', defaultFilters).key);
  });
});

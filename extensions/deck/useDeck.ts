import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Preferences, useService } from '@kite/sdk';
import type { PreferenceGroup } from '@kite/sdk';
import { DECK_NS, deckPrefDefaults } from './prefs';
import { cloneProfile, emptyProfile, newId, putProfile, readProfiles } from './model';
import { freeName } from './misskeyImport';
import type { DeckProfile } from './model';

export type DeckPrefs = PreferenceGroup<typeof deckPrefDefaults>;

/** The profile in use and a way to change it (each change is stored, and synced where sync is on). */
export interface Deck {
  prefs: DeckPrefs;
  profiles: DeckProfile[];
  /** The profile in use (a fresh "Main" one until the first change stores it). */
  current: DeckProfile;
  change(f: (p: DeckProfile) => DeckProfile): void;
  switchTo(name: string): void;
  /** Adds an empty profile and switches to it; false when the name is empty or taken. */
  addProfile(name: string): boolean;
  renameCurrent(name: string): boolean;
  /** Adds a copy of a profile made elsewhere (its name made unique) and switches to it; returns the name it got. */
  importProfile(profile: DeckProfile): string;
  deleteCurrent(): void;
}

export function useDeckPrefs(): DeckPrefs {
  const prefs = useService(Preferences);
  return useMemo(() => prefs.define(DECK_NS, deckPrefDefaults), [prefs]);
}

export function useDeck(defaultName: string): Deck {
  const group = useDeckPrefs();
  const prefs = useService(Preferences);
  const snap = useSnapshot(prefs.state) as Record<string, unknown>;
  const profiles = readProfiles(snap[`${DECK_NS}.profiles`]);
  const name = (snap[`${DECK_NS}.profile`] as string | null) ?? null;
  const found = profiles.find((p) => p.name === name) ?? profiles[0];
  const current = found ? cloneProfile(found) : emptyProfile(name ?? defaultName);
  const store = (list: DeckProfile[], active: string) => {
    group.set('profiles', list);
    if (group.get('profile') !== active) group.set('profile', active);
  };
  return {
    prefs: group,
    profiles,
    current,
    change(f) {
      // Read again: two changes in one event must not undo each other.
      const all = readProfiles(group.get('profiles'));
      const now = all.find((p) => p.name === current.name) ?? current;
      store(putProfile(all, f(cloneProfile(now))), current.name);
    },
    switchTo(target) {
      if (profiles.some((p) => p.name === target)) group.set('profile', target);
    },
    addProfile(raw) {
      const n = raw.trim();
      if (!n || profiles.some((p) => p.name === n)) return false;
      store([...(found ? profiles : [current]), emptyProfile(n)], n);
      return true;
    },
    importProfile(p) {
      // The fresh, never stored "Main" profile is not kept beside an import.
      const all = found ? profiles : current.columns.length > 0 ? [current] : [];
      const n = freeName(
        p.name,
        all.map((x) => x.name),
      );
      store([...all, { ...cloneProfile(p), id: newId(), name: n }], n);
      return n;
    },
    renameCurrent(raw) {
      const n = raw.trim();
      if (!n || profiles.some((p) => p.name === n && p.id !== current.id)) return false;
      const all = found ? profiles : [current];
      store(
        all.map((p) => (p.id === current.id ? { ...p, name: n } : p)),
        n,
      );
      return true;
    },
    deleteCurrent() {
      const rest = profiles.filter((p) => p.id !== current.id);
      if (rest.length === 0) store([emptyProfile(defaultName)], defaultName);
      else store(rest, rest[0].name);
    },
  };
}

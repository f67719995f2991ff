import { useCallback, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { entities } from 'misskey-js';
import { useOptionalService } from '../react';
import { NoteStore } from '../noteStore';

const none = () => () => {};

/**
 * The store's current version of note `id` (re-renders when it changes); `null` once
 * deleted, `undefined` when the store does not have it (show the copy you have).
 */
export function useNote(id: string | null | undefined): entities.Note | null | undefined {
  const store = useOptionalService(NoteStore);
  const subscribe = useCallback((fn: () => void) => (store && id ? store.subscribe(id, fn) : none()), [store, id]);
  return useSyncExternalStore(subscribe, () => (store && id ? store.get(id) : undefined));
}

/**
 * Holds `note` in the store while the component is mounted and, with `live`, keeps it
 * current (stream subscription or bulk refresh) — the note page and widgets use it.
 */
export function useHeldNote(note: entities.Note | null | undefined, live = true): void {
  const store = useOptionalService(NoteStore);
  const id = note?.id;
  // One hold per note id: a new version of the same note keeps it.
  const currentNote = useEffectEvent(() => note);
  useEffect(() => {
    const note = currentNote();
    if (!store || !note) return;
    const release = store.hold([note]);
    const unwatch = live ? store.watch([note]) : null;
    return () => {
      unwatch?.();
      release();
    };
  }, [store, id, live]);
}

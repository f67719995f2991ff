import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useOptionalService } from '../react';
import { Popups } from '../overlay';

/** Shows `content` as a tooltip of the element in `ref` (100 ms after hover or focus, at once with noDelay). */
export function useTooltip(ref: RefObject<HTMLElement | null>, content: string | null | undefined, opts?: { noDelay?: boolean }): void {
  const popups = useOptionalService(Popups);
  const noDelay = opts?.noDelay ?? false;
  useEffect(() => {
    const el = ref.current;
    if (!popups || !el || !content) return;
    return popups.tooltip(el, content, { noDelay });
  }, [popups, ref, content, noDelay]);
}

/** Attaches the user preview card to the element in `ref` (an avatar, a mention): `user` is an id or `@acct`. */
export function useUserPreview(ref: RefObject<HTMLElement | null>, user: string | null | undefined): void {
  const popups = useOptionalService(Popups);
  useEffect(() => {
    const el = ref.current;
    if (!popups || !el || !user) return;
    return popups.userPreview(el, user);
  }, [popups, ref, user]);
}

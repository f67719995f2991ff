import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { Api, Instance, useService, useT, safeImageSrc, acctOf } from '@kite/sdk';
import { composeMessages as m } from '../messages';
import { applyCompletion, completionAt } from '../rules/autocomplete';
import type { Completion } from '../rules/autocomplete';

interface Suggestion {
  value: string;
  label: string;
  image?: string;
}

/** Server lookups wait this long after the last keystroke. */
const LOOKUP_DELAY = 150;
const LIMIT = 10;

/**
 * Mention, hashtag and custom emoji suggestions for the note text: users from
 * `users/search-by-username-and-host`, tags from `hashtags/search`, emojis from the
 * instance list. Arrow keys move, Enter or Tab accept, Escape closes.
 */
export function useAutocomplete(area: RefObject<HTMLTextAreaElement | null>, text: string, setText: (text: string) => void) {
  const api = useService(Api);
  const instance = useService(Instance);
  const listId = useId();
  const [completion, setCompletion] = useState<Completion | null>(null);
  const closedAt = useRef<number | null>(null);

  const refresh = () => setCompletion(completionHere(area.current, closedAt.current));
  // The caret is known only once the new text is on the page.
  useEffect(() => setCompletion(completionHere(area.current, closedAt.current)), [area, text]);

  const key = completion
    ? `${completion.kind}:${completion.start}:${completion.kind === 'mention' ? `${completion.username}@${completion.host ?? ''}` : completion.query}`
    : '';
  // Server suggestions and the highlighted row belong to the completion (`key`) they were made for: a new one starts empty, at the first.
  const [found, setFound] = useState<{ key: string; items: Suggestion[] }>({ key: '', items: [] });
  const [activeAt, setActiveAt] = useState({ key: '', index: 0 });
  const emojiItems = useMemo(() => {
    if (completion?.kind !== 'emoji') return null;
    const q = completion.query.toLowerCase();
    const hits = instance.emojis
      .filter((e) => e.name.includes(q))
      .sort((a, b) => Number(!a.name.startsWith(q)) - Number(!b.name.startsWith(q)));
    return hits.slice(0, LIMIT).map((e) => ({ value: `:${e.name}:`, label: `:${e.name}:`, image: e.url }));
  }, [completion, instance.emojis]);
  const items = emojiItems ?? (found.key === key ? found.items : []);
  const active = activeAt.key === key ? activeAt.index : 0;

  // A lookup runs per completion key, with the completion as it is then (not again for every new object of the same key).
  const currentCompletion = useEffectEvent(() => completion);
  useEffect(() => {
    const completion = currentCompletion();
    if (!completion || completion.kind === 'emoji') return;
    let live = true;
    const h = setTimeout(
      () => {
        const req =
          completion.kind === 'mention'
            ? api
                .request('users/search-by-username-and-host', {
                  username: completion.username,
                  host: completion.host,
                  limit: LIMIT,
                  detail: false,
                })
                .then((us) =>
                  us.map((u) => {
                    const acct = acctOf(u);
                    return { value: acct, label: u.name ? `${u.name} ${acct}` : acct };
                  }),
                )
            : api
                .request('hashtags/search', { query: completion.query, limit: LIMIT })
                .then((tags) => tags.map((tag) => ({ value: `#${tag}`, label: `#${tag}` })));
        req.then(
          (r) => live && setFound({ key, items: r }),
          () => live && setFound({ key, items: [] }),
        );
      },
      completion.kind === 'mention' && !completion.username && completion.host == null ? 0 : LOOKUP_DELAY,
    );
    return () => {
      live = false;
      clearTimeout(h);
    };
  }, [api, key]);

  // The caret goes after the accepted text as soon as that text is on the page, before the next keystroke
  // (a frame later, fast typing would land in front of it).
  const caretAfterAccept = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = area.current;
    const caret = caretAfterAccept.current;
    if (!el || caret === null) return;
    caretAfterAccept.current = null;
    el.focus();
    el.setSelectionRange(caret, caret);
  }, [area, text]);

  const open = completion != null && items.length > 0;
  const accept = (s: Suggestion) => {
    const el = area.current;
    if (!el || !completion) return;
    const r = applyCompletion(el.value, el.selectionStart, completion, s.value);
    caretAfterAccept.current = r.caret;
    setText(r.text);
    setCompletion(null);
  };
  /** Returns true when the key was the list's. */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp')
      setActiveAt({ key, index: (active + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length });
    else if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey) || e.key === 'Tab') accept(items[active]);
    else if (e.key === 'Escape') {
      closedAt.current = completion.start;
      setCompletion(null);
    } else return false;
    e.preventDefault();
    e.stopPropagation();
    return true;
  };
  const inputProps = {
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? `${listId}-${active}` : undefined,
    onSelect: refresh,
    onBlur: () => setTimeout(() => setCompletion(null), 150),
  };
  const list = open ? <SuggestionList id={listId} items={items} active={active} onPick={accept} /> : null;
  return { inputProps, onKeyDown, list };
}

function SuggestionList(props: { id: string; items: Suggestion[]; active: number; onPick: (s: Suggestion) => void }) {
  const t = useT();
  return (
    <ul id={props.id} role="listbox" className="kite-autocomplete" aria-label={t(m.suggestions)}>
      {props.items.map((s, i) => (
        // The keyboard picks on the text area (aria-activedescendant, Enter/Tab); a click here is the pointer's way.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={s.value}
          id={`${props.id}-${i}`}
          role="option"
          aria-selected={i === props.active}
          className={i === props.active ? 'active' : undefined}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => props.onPick(s)}
        >
          {safeImageSrc(s.image) && <img src={safeImageSrc(s.image)} alt="" width={20} height={20} />}
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The completion at the caret of `el`, unless the person closed that one with Escape. */
function completionHere(el: HTMLTextAreaElement | null, closedAt: number | null): Completion | null {
  if (!el || el.selectionStart !== el.selectionEnd) return null;
  const c = completionAt(el.value, el.selectionStart);
  return c && c.start !== closedAt ? c : null;
}

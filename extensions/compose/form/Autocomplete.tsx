import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { Api, Instance, useService, useT } from '@kite/sdk';
import { composeMessages as m } from '../messages';
import { applyCompletion, completionAt } from '../rules/autocomplete';
import type { Completion } from '../rules/autocomplete';

interface Suggestion { value: string; label: string; image?: string }

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
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(0);
  const closedAt = useRef<number | null>(null);

  const refresh = () => {
    const el = area.current;
    if (!el || el.selectionStart !== el.selectionEnd) return setCompletion(null);
    const c = completionAt(el.value, el.selectionStart);
    setCompletion(c && c.start !== closedAt.current ? c : null);
  };
  useEffect(refresh, [text]); // eslint-disable-line react-hooks/exhaustive-deps

  const key = completion ? `${completion.kind}:${completion.start}:${completion.kind === 'mention' ? `${completion.username}@${completion.host ?? ''}` : completion.query}` : '';
  useEffect(() => {
    if (!completion) return setItems([]);
    if (completion.kind === 'emoji') {
      const q = completion.query.toLowerCase();
      const hits = instance.emojis.filter((e) => e.name.includes(q)).sort((a, b) => Number(!a.name.startsWith(q)) - Number(!b.name.startsWith(q)));
      setItems(hits.slice(0, LIMIT).map((e) => ({ value: `:${e.name}:`, label: `:${e.name}:`, image: e.url })));
      setActive(0);
      return;
    }
    let live = true;
    const h = setTimeout(() => {
      const req = completion.kind === 'mention'
        ? api.request('users/search-by-username-and-host', { username: completion.username, host: completion.host, limit: LIMIT, detail: false })
          .then((us) => us.map((u) => { const acct = `@${u.username}${u.host ? `@${u.host}` : ''}`; return { value: acct, label: u.name ? `${u.name} ${acct}` : acct }; }))
        : api.request('hashtags/search', { query: completion.query, limit: LIMIT }).then((tags) => tags.map((tag) => ({ value: `#${tag}`, label: `#${tag}` })));
      req.then((r) => {
        if (live) {
          setItems(r);
          setActive(0);
        }
      }, () => live && setItems([]));
    }, completion.kind === 'mention' && !completion.username && completion.host == null ? 0 : LOOKUP_DELAY);
    return () => {
      live = false;
      clearTimeout(h);
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const open = completion != null && items.length > 0;
  const accept = (s: Suggestion) => {
    const el = area.current;
    if (!el || !completion) return;
    const r = applyCompletion(el.value, el.selectionStart, completion, s.value);
    setText(r.text);
    setCompletion(null);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(r.caret, r.caret);
    });
  };
  /** Returns true when the key was the list's. */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    else if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey) || e.key === 'Tab') accept(items[active]!);
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
        <li key={s.value} id={`${props.id}-${i}`} role="option" aria-selected={i === props.active} className={i === props.active ? 'active' : undefined}
          onMouseDown={(e) => e.preventDefault()} onClick={() => props.onPick(s)}>
          {s.image && /^https?:|^\//.test(s.image) && <img src={s.image} alt="" width={20} height={20} />}
          <span>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}

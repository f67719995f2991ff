import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Icon, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { rank } from './match';
import type { PaletteItem } from './match';
import { paletteMessages as m } from './messages';
import { hotkeyMessages } from '../messages';
import './palette.css';

/** At most this many results are drawn; typing narrows them. */
const SHOWN = 50;

export interface PaletteProps {
  /** Known at once: commands, pages, settings pages, accounts. */
  items: readonly PaletteItem[];
  /** Words found later for some items (a settings page's settings), by item id. */
  moreWords: Promise<ReadonlyMap<string, readonly string[]>>;
  /** Items found later (lists, antennas, channels); a rejection shows a quiet note. */
  moreItems: Promise<readonly PaletteItem[]>;
  recent: readonly string[];
  choose: (item: PaletteItem) => void;
  close: () => void;
}

/** The command palette: a search field (combobox) over a list of results (listbox), all by keyboard. */
export function Palette(props: PaletteProps) {
  const t = useT();
  const ids = useId();
  const listId = `${ids}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [words, setWords] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [more, setMore] = useState<readonly PaletteItem[]>([]);
  const [moreState, setMoreState] = useState<'loading' | 'done' | 'failed'>('loading');
  const listRef = useRef<HTMLUListElement>(null);
  const { moreWords, moreItems } = props;

  useEffect(() => {
    let live = true;
    void moreWords.then((w) => live && setWords(w)).catch(() => {});
    moreItems.then(
      (items) => {
        if (!live) return;
        setMore(items);
        setMoreState('done');
      },
      () => live && setMoreState('failed'),
    );
    return () => {
      live = false;
    };
  }, [moreWords, moreItems]);

  const all = useMemo(
    () => [...props.items, ...more].map((i) => (words.has(i.id) ? { ...i, words: [...i.words, ...(words.get(i.id) ?? [])] } : i)),
    [props.items, more, words],
  );
  const results = useMemo(() => rank(all, query, props.recent).slice(0, SHOWN), [all, query, props.recent]);
  const current = Math.min(active, results.length - 1);

  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const n = results.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n) setActive((current + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
    } else if (e.key === 'Home' || e.key === 'End') {
      if (!n) return;
      e.preventDefault();
      setActive(e.key === 'Home' ? 0 : n - 1);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      const item = results[current];
      if (item) props.choose(item);
    }
  };

  const optionId = (i: number) => `${ids}-o${i}`;
  return (
    <Modal onClose={props.close} label={t(hotkeyMessages.palette)} className="kite-palette">
      <div className="kite-input-wrap kite-palette-field">
        <Icon icon="search" size={18} />
        <input
          type="text"
          role="combobox"
          aria-label={t(m.search)}
          placeholder={t(m.search)}
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={t(m.results)} className="kite-palette-list" ref={listRef}>
        {results.map((item, i) => (
          // The field owns the keys (arrows, Enter) and points at the option: a click is the pointer's way.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className="kite-palette-option"
            onMouseMove={() => i !== current && setActive(i)}
            onClick={() => props.choose(item)}
          >
            {item.icon !== undefined && <Icon icon={item.icon} size={18} />}
            <span className="kite-palette-title">{item.title}</span>
            <span className="kite-palette-kind">{t(m[item.kind])}</span>
          </li>
        ))}
      </ul>
      {results.length === 0 && <p className="kite-palette-note">{t(m.none)}</p>}
      <p className="kite-palette-note" role="status">
        {moreState === 'failed' ? t(m.partial) : moreState === 'loading' ? t(m.loading) : ''}
      </p>
      <p className="kite-palette-hint">{t(m.hint)}</p>
    </Modal>
  );
}

import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Hotkeys, Icon, ScrollContainer, ServiceContext, useOptionalService, usePreference, useT } from '@kite/sdk';
import { useDeck } from './useDeck';
import { DeckColumn } from './DeckColumn';
import { DeckMenu } from './DeckMenu';
import { MainPageContext } from './mainContext';
import { focusColumn, moveColumnFocus } from './keyboard';
import { syncDeck } from './sync';
import { deckTitles } from './titles';
import { deckMessages as m } from './messages';
import { scrollAreaOf } from './scrollArea';
import './deck.css';

// The main column loads with the layout (one file name less in the first load).
export { default as MainColumn } from './MainColumn';

/** A page other than `/` in a deck without a main column: a leading slot that scrolls on its own. */
function PageSlot({ main }: { main: ReactNode }) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const area = useMemo(() => (el ? scrollAreaOf(el) : null), [el]);
  return (
    <div className="kite-deck-slot kite-deck-pageslot" ref={setEl}>
      {area && <ScrollContainer.Provider value={area}>{main}</ScrollContainer.Provider>}
    </div>
  );
}

/**
 * The deck (spec 1 §2.3, issue 16): the navigation, then the profile's slots side by side
 * (each a stack of columns) scrolling horizontally with the column gap between them, and the
 * deck's own menu. A page other than `/` shows as a leading column when the profile has no
 * `main` column (with "simple UI for non-root pages" on, the shell shows such pages in zen).
 */
export default function DeckLayout(props: { main: ReactNode; nav: ReactNode; path: string }) {
  const t = useT();
  const deck = useDeck(t(deckTitles.main));
  const gap = usePreference('deckColumnGap');
  const align = deck.prefs.get('columnAlign');
  const services = useContext(ServiceContext);
  const hotkeys = useOptionalService(Hotkeys);
  const rootRef = useRef<HTMLDivElement>(null);
  const { current } = deck;
  const hasMainColumn = current.columns.some((c) => c.type === 'main');
  const empty = current.layout.length === 0;

  const emptyNow = useRef(empty);
  useEffect(() => {
    emptyNow.current = empty;
  });
  useEffect(() => {
    if (!services) return;
    const signal = { stopped: false };
    void syncDeck(services, () => emptyNow.current, signal);
    return () => {
      signal.stopped = true;
    };
  }, [services]);

  useEffect(() => {
    if (!hotkeys) return;
    const move = (key: string) => (rootRef.current ? moveColumnFocus(rootRef.current, key === 'l' ? 1 : -1) : false);
    const toColumn = (key: string) => (rootRef.current ? focusColumn(rootRef.current, Number(key) - 1) : false);
    const numbers = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const bindings = [
      hotkeys.bind({ keys: ['l'], description: m.nextColumn, action: move, rapid: true }),
      hotkeys.bind({ keys: ['h'], description: m.previousColumn, action: move, rapid: true }),
      hotkeys.bind({ keys: numbers, description: m.columnByNumber, action: toColumn }),
    ];
    return () => {
      for (const b of bindings) b.dispose();
    };
  }, [hotkeys]);

  return (
    <MainPageContext.Provider value={props.main}>
      <div className="kite-layout kite-deck" data-layout="deck">
        {props.nav}
        <div className="kite-deck-body">
          <div
            ref={rootRef}
            className="kite-deck-columns"
            data-align={align}
            style={{ gap: `${gap}px`, paddingInline: `${gap}px` }}
            role="region"
            aria-label={t(m.columns)}
          >
            {!hasMainColumn && props.path !== '/' && <PageSlot main={props.main} />}
            {current.layout.map((ids) => {
              const cols = ids.map((id) => current.columns.find((c) => c.id === id)).filter((c) => c !== undefined);
              const flexible = cols.some((c) => c.flexible);
              const width = Math.max(...cols.map((c) => c.width));
              return (
                <div
                  key={ids.join(' ')}
                  className="kite-deck-slot"
                  style={flexible ? { flex: '1 1 auto', minWidth: 350 } : { width, flex: 'none' }}
                  data-stacked={cols.length > 1 || undefined}
                >
                  {cols.map((c) => (
                    <DeckColumn key={c.id} column={c} deck={deck} />
                  ))}
                </div>
              );
            })}
            {empty && (
              <div className="kite-deck-empty">
                <Icon icon="columns" size={32} />
                <p>{t(m.emptyDeck)}</p>
              </div>
            )}
          </div>
          <DeckMenu deck={deck} />
        </div>
      </div>
    </MainPageContext.Provider>
  );
}

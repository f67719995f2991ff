import { Suspense, useMemo, useRef, useState } from 'react';
import {
  AsyncBoundary,
  Dialogs,
  Icon,
  LazyView,
  Loading,
  Menus,
  ScrollContainer,
  useContributions,
  useOptionalService,
  useService,
  useT,
} from '@kite/sdk';
import type { DeckColumnData, MenuItem } from '@kite/sdk';
import {
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  moveInStack,
  moveSideways,
  popRight,
  position,
  removeColumn,
  stackLeft,
  updateColumn,
} from './model';
import type { Deck } from './useDeck';
import { deckMessages as m } from './messages';
import { scrollAreaOf } from './scrollArea';

/** The name shown in a column's header: its own, else the cached list/antenna/… name, else its kind's title. */
export function useColumnName(column: DeckColumnData): string {
  const t = useT();
  const kind = useContributions('deckColumns').find((c) => c.type === column.type);
  if (column.name) return column.name;
  const cached = typeof column.timelineNameCache === 'string' ? column.timelineNameCache : '';
  const title = kind ? t(kind.title) : column.type;
  return cached ? `${title}: ${cached}` : title;
}

/** One column: a header (fold, name, menu) and the body its kind's extension draws. */
export function DeckColumn({ column, deck }: { column: DeckColumnData; deck: Deck }) {
  const t = useT();
  const menus = useService(Menus);
  const dialogs = useOptionalService(Dialogs);
  const kind = useContributions('deckColumns').find((c) => c.type === column.type);
  const name = useColumnName(column);
  const menuRef = useRef<HTMLButtonElement>(null);
  // The body scrolls on its own: note lists in it virtualise against it, once it exists.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const area = useMemo(() => (body ? scrollAreaOf(body) : null), [body]);
  const active = column.active !== false;
  const pos = position(deck.current, column.id);
  const update = (patch: Record<string, unknown>) => deck.change((p) => updateColumn(p, column.id, patch));

  const rename = async () => {
    if (!dialogs) return;
    const r = await dialogs.open<string>({ title: t(m.renameTitle), input: { default: column.name ?? '', maxLength: 100 } });
    if (r.canceled) return;
    const v = String(r.result ?? '').trim();
    update({ name: v === '' ? null : v });
  };
  const setWidth = async () => {
    if (!dialogs) return;
    const range = { min: MIN_COLUMN_WIDTH, max: MAX_COLUMN_WIDTH };
    const r = await dialogs.open<string | number>({ title: t(m.widthTitle, range), input: { type: 'number', default: column.width } });
    if (r.canceled) return;
    const w = Math.round(Number(r.result));
    if (!Number.isFinite(w) || w < range.min || w > range.max) {
      await dialogs.alert({ type: 'error', text: t(m.widthInvalid, range) });
      return;
    }
    update({ width: w });
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.removeConfirm, { name }) }))) return;
    deck.change((p) => removeColumn(p, column.id));
  };

  const openMenu = () => {
    const items: MenuItem[] = [
      { text: t(m.rename), icon: 'pencil', action: rename },
      { text: t(m.width), icon: 'columns', action: setWidth },
      { type: 'switch', text: t(m.flexible), value: column.flexible === true, onChange: (v) => update({ flexible: v }) },
      { type: 'divider' },
    ];
    if (pos.slot > 0)
      items.push({ text: t(m.moveLeft), icon: 'chevronLeft', action: () => deck.change((p) => moveSideways(p, column.id, -1)) });
    if (pos.slot < pos.slots - 1)
      items.push({ text: t(m.moveRight), icon: 'chevronRight', action: () => deck.change((p) => moveSideways(p, column.id, 1)) });
    if (pos.row > 0) items.push({ text: t(m.moveUp), icon: 'arrowLeft', action: () => deck.change((p) => moveInStack(p, column.id, -1)) });
    if (pos.row < pos.rows - 1)
      items.push({ text: t(m.moveDown), icon: 'chevronDown', action: () => deck.change((p) => moveInStack(p, column.id, 1)) });
    if (pos.slot > 0) items.push({ text: t(m.stackLeft), icon: 'minimize', action: () => deck.change((p) => stackLeft(p, column.id)) });
    if (pos.rows > 1) items.push({ text: t(m.popRight), icon: 'maximize', action: () => deck.change((p) => popRight(p, column.id)) });
    items.push({ type: 'divider' }, { text: t(m.remove), icon: 'trash', danger: true, action: remove });
    void menus.popup(items, menuRef.current);
  };

  return (
    <section className="kite-deck-column" data-deck-column={column.type} data-active={active} aria-label={name}>
      <header className="kite-deck-colhead">
        <button
          type="button"
          className="kite-deck-fold"
          aria-expanded={active}
          aria-label={t(active ? m.fold : m.unfold, { name })}
          onClick={() => update({ active: !active })}
        >
          <Icon icon={kind?.icon ?? 'columns'} size={16} />
        </button>
        <h2 className="kite-deck-coltitle">{name}</h2>
        <button
          ref={menuRef}
          type="button"
          className="kite-deck-colmenu"
          aria-label={t(m.columnMenu, { name })}
          aria-haspopup="menu"
          onClick={openMenu}
        >
          <Icon icon="dots" size={16} />
        </button>
      </header>
      {active && (
        <div className="kite-deck-colbody" ref={setBody}>
          {area &&
            (kind ? (
              <ScrollContainer.Provider value={area}>
                <AsyncBoundary>
                  <Suspense fallback={<Loading />}>
                    <LazyView component={kind.component} props={{ column, title: name, update }} />
                  </Suspense>
                </AsyncBoundary>
              </ScrollContainer.Provider>
            ) : (
              <p className="kite-result">{t(m.unavailable, { type: column.type })}</p>
            ))}
        </div>
      )}
    </section>
  );
}

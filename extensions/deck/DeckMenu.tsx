import { useRef } from 'react';
import { Dialogs, Icon, Link, Menus, useContributions, useOptionalService, useService, useT } from '@kite/sdk';
import type { MenuItem } from '@kite/sdk';
import { DEFAULT_COLUMN_WIDTH, addColumn, newId } from './model';
import type { Deck } from './useDeck';
import { deckMessages as m } from './messages';
import { deckTitles } from './titles';

/** The deck's own buttons: add a column, switch / add profiles, the deck settings. */
export function DeckMenu({ deck }: { deck: Deck }) {
  const t = useT();
  const menus = useService(Menus);
  const dialogs = useOptionalService(Dialogs);
  const kinds = useContributions('deckColumns');
  const profileRef = useRef<HTMLButtonElement>(null);

  const add = async () => {
    if (!dialogs) return;
    const r = await dialogs.open<string>({
      title: t(m.addColumn),
      text: t(m.addColumnText),
      select: { items: kinds.map((k) => ({ value: k.type, text: t(k.title) })), default: kinds[0]?.type ?? null },
      showCancelButton: true,
    });
    if (r.canceled) return;
    const kind = kinds.find((k) => k.type === r.result);
    if (!kind) return;
    let fields: Record<string, unknown> | null;
    try {
      fields = kind.setup ? await kind.setup() : {};
    } catch (e) {
      await dialogs.alert({ type: 'error', title: t(m.addColumn), text: e instanceof Error ? e.message : String(e) });
      return;
    }
    if (fields === null) return;
    deck.change((p) => addColumn(p, { ...fields, id: newId(), type: kind.type, name: null, width: DEFAULT_COLUMN_WIDTH }));
  };

  const newProfile = async () => {
    if (!dialogs) return;
    const r = await dialogs.open<string>({ title: t(m.newProfileName), input: { minLength: 1, maxLength: 100 }, showCancelButton: true });
    if (r.canceled) return;
    if (!deck.addProfile(String(r.result ?? ''))) await dialogs.alert({ type: 'error', text: t(m.nameTaken) });
  };

  const profileMenu = () => {
    const items: MenuItem[] = deck.profiles.map((p) => ({
      type: 'radioOption' as const,
      text: p.name,
      active: p.name === deck.current.name,
      action: () => deck.switchTo(p.name),
    }));
    items.push({ type: 'divider' }, { text: t(m.newProfile), icon: 'plus', action: newProfile });
    void menus.popup(items, profileRef.current);
  };

  return (
    <nav className="kite-deck-menu" aria-label={t(deckTitles.deck)}>
      <button type="button" className="kite-deck-menubutton" onClick={() => void add()} title={t(m.addColumn)} aria-label={t(m.addColumn)}>
        <Icon icon="plus" size={18} />
      </button>
      <button
        ref={profileRef}
        type="button"
        className="kite-deck-menubutton"
        onClick={profileMenu}
        title={t(m.profileMenu)}
        aria-label={`${t(m.profileMenu)}: ${deck.current.name}`}
        aria-haspopup="menu"
      >
        <Icon icon="list" size={18} />
      </button>
      <Link to="/settings/deck" className="kite-deck-menubutton" title={t(m.settings)} aria-label={t(m.settings)}>
        <Icon icon="settings" size={18} />
      </Link>
    </nav>
  );
}

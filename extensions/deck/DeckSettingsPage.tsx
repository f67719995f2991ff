import { useEffect, useId, useReducer } from 'react';
import { Dialogs, PreferenceProfiles, Preferences, useOptionalService, usePreference, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { useDeck } from './useDeck';
import { deckMessages as m } from './messages';
import { deckTitles } from './titles';
import { MisskeyImport } from './MisskeyImport';

/**
 * `/settings/deck`: use the deck, "simple UI for non-root pages", column alignment and gap,
 * the main column, the profiles (switch, add, rename, delete) with whether they are on the server,
 * and the import of a deck Misskey's own client saved on the server.
 */
export default function DeckSettingsPage(_props: RouteProps) {
  const t = useT();
  const prefs = useService(Preferences);
  const dialogs = useOptionalService(Dialogs);
  const profilesService = useOptionalService(PreferenceProfiles);
  const ui = usePreference('ui');
  const gap = usePreference('deckColumnGap');
  const deck = useDeck(t(deckTitles.main));
  const group = deck.prefs;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => profilesService?.subscribe(rerender), [profilesService]);
  const ids = { align: useId(), gap: useId(), profile: useId() };
  const synced = profilesService?.isSynced('deck.profiles') ?? false;

  const ask = async (title: string, value: string) => {
    if (!dialogs) return null;
    const r = await dialogs.open<string>({ title, input: { default: value, minLength: 1, maxLength: 100 }, showCancelButton: true });
    return r.canceled ? null : String(r.result ?? '');
  };
  const addProfile = async () => {
    const name = await ask(t(m.newProfileName), '');
    if (name !== null && !deck.addProfile(name)) await dialogs?.alert({ type: 'error', text: t(m.nameTaken) });
  };
  const rename = async () => {
    const name = await ask(t(m.renameProfile), deck.current.name);
    if (name !== null && !deck.renameCurrent(name)) await dialogs?.alert({ type: 'error', text: t(m.nameTaken) });
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteProfileConfirm, { name: deck.current.name }) }))) return;
    deck.deleteCurrent();
  };

  return (
    <div className="kite-settings-page kite-deck-settings">
      <h1>{t(deckTitles.deck)}</h1>
      <section>
        <div className="kite-settings-row">
          <label>
            <input
              type="checkbox"
              checked={ui === 'deck'}
              onChange={(e) => {
                prefs.set('ui', e.target.checked ? 'deck' : 'default');
                location.reload();
              }}
            />
            {t(m.useDeck)}
          </label>
          <p className="kite-settings-hint">{t(m.useDeckHint)}</p>
        </div>
        <div className="kite-settings-row">
          <label>
            <input
              type="checkbox"
              checked={group.get('useSimpleUiForNonRootPages') !== false}
              onChange={(e) => group.set('useSimpleUiForNonRootPages', e.target.checked)}
            />
            {t(m.simpleUi)}
          </label>
        </div>
        <div className="kite-settings-row">
          <label>
            <input
              type="checkbox"
              checked={group.get('alwaysShowMainColumn') !== false}
              onChange={(e) => group.set('alwaysShowMainColumn', e.target.checked)}
            />
            {t(m.alwaysShowMainColumn)}
          </label>
        </div>
        <div className="kite-settings-row">
          <label htmlFor={ids.align}>{t(m.columnAlign)}</label>
          <select
            id={ids.align}
            value={group.get('columnAlign')}
            onChange={(e) => group.set('columnAlign', e.target.value as 'left' | 'center' | 'right')}
          >
            <option value="left">{t(m.alignLeft)}</option>
            <option value="center">{t(m.alignCenter)}</option>
            <option value="right">{t(m.alignRight)}</option>
          </select>
        </div>
        <div className="kite-settings-row">
          <label htmlFor={ids.gap}>{t(m.columnGap)}</label>
          <input
            id={ids.gap}
            type="number"
            min={0}
            max={100}
            value={gap}
            onChange={(e) => {
              const v = Math.round(Number(e.target.value));
              if (Number.isFinite(v) && v >= 0 && v <= 100) prefs.set('deckColumnGap', v);
            }}
          />
        </div>
      </section>
      <section>
        <h2>{t(m.profilesTitle)}</h2>
        <div className="kite-settings-row">
          <label htmlFor={ids.profile}>{t(m.currentProfile)}</label>
          <select id={ids.profile} value={deck.current.name} onChange={(e) => deck.switchTo(e.target.value)}>
            {(deck.profiles.length ? deck.profiles : [deck.current]).map((p) => (
              <option key={p.id} value={p.name}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="kite-settings-row kite-deck-settings-buttons">
          <button type="button" className="kite-button" onClick={() => void addProfile()}>
            {t(m.newProfile)}
          </button>
          <button type="button" className="kite-button" onClick={() => void rename()}>
            {t(m.renameProfile)}
          </button>
          <button type="button" className="kite-button kite-button-danger" onClick={() => void remove()}>
            {t(m.deleteProfile)}
          </button>
        </div>
        <p className="kite-settings-hint">{t(m.syncState, { state: t(synced ? m.syncOn : m.syncOff) })}</p>
      </section>
      <MisskeyImport deck={deck} />
    </div>
  );
}

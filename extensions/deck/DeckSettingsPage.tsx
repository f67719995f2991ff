import { useEffect, useReducer } from 'react';
import { Dialogs, PreferenceProfiles, Preferences, useOptionalService, usePreference, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { Button, NumberRow, SelectRow, SwitchRow } from '@kite/sdk/kit';
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
        <SwitchRow
          label={t(m.useDeck)}
          after={<p className="kite-settings-hint">{t(m.useDeckHint)}</p>}
          checked={ui === 'deck'}
          onChange={(on) => {
            prefs.set('ui', on ? 'deck' : 'default');
            location.reload();
          }}
        />
        <SwitchRow
          label={t(m.simpleUi)}
          checked={group.get('useSimpleUiForNonRootPages') !== false}
          onChange={(on) => group.set('useSimpleUiForNonRootPages', on)}
        />
        <SwitchRow
          label={t(m.alwaysShowMainColumn)}
          checked={group.get('alwaysShowMainColumn') !== false}
          onChange={(on) => group.set('alwaysShowMainColumn', on)}
        />
        <SelectRow
          layout="row"
          label={t(m.columnAlign)}
          value={group.get('columnAlign')}
          options={[
            { value: 'left', text: t(m.alignLeft) },
            { value: 'center', text: t(m.alignCenter) },
            { value: 'right', text: t(m.alignRight) },
          ]}
          onChange={(v) => group.set('columnAlign', v)}
        />
        <NumberRow layout="row" label={t(m.columnGap)} min={0} max={100} value={gap} onChange={(v) => prefs.set('deckColumnGap', v)} />
      </section>
      <section>
        <h2>{t(m.profilesTitle)}</h2>
        <SelectRow
          layout="row"
          label={t(m.currentProfile)}
          value={deck.current.name}
          options={(deck.profiles.length ? deck.profiles : [deck.current]).map((p) => ({ key: p.id, value: p.name, text: p.name }))}
          onChange={(name) => deck.switchTo(name)}
        />
        <div className="kite-settings-row kite-deck-settings-buttons">
          <Button onClick={() => void addProfile()}>{t(m.newProfile)}</Button>
          <Button onClick={() => void rename()}>{t(m.renameProfile)}</Button>
          <Button variant="danger" onClick={() => void remove()}>
            {t(m.deleteProfile)}
          </Button>
        </div>
        <p className="kite-settings-hint">{t(m.syncState, { state: t(synced ? m.syncOn : m.syncOff) })}</p>
      </section>
      <MisskeyImport deck={deck} />
    </div>
  );
}

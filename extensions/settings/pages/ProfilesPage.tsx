import { useCallback, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Dialogs, PreferenceProfiles, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { SwitchRow } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';

type Backups = { state: 'loading' } | { state: 'error'; error: string } | { state: 'ready'; names: string[] };

/** `/settings/profiles`: the preference profile's name, cloud backups (back up, restore, delete), automatic backup, export. */
export default function ProfilesPage() {
  const t = useT();
  const profiles = useService(PreferenceProfiles);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const sub = useCallback((fn: () => void) => profiles.subscribe(fn), [profiles]);
  const savedName = useSyncExternalStore(sub, () => profiles.profile().name);
  const autoBackup = useSyncExternalStore(sub, () => profiles.autoBackup);
  const [name, setName] = useState(savedName);
  const [backups, setBackups] = useState<Backups>({ state: 'loading' });
  const [message, setMessage] = useState('');
  const nameId = useId();

  const load = useCallback(() => {
    profiles.listBackups().then(
      (names) => setBackups({ state: 'ready', names }),
      (e: unknown) => setBackups({ state: 'error', error: e instanceof Error ? e.message : String(e) }),
    );
  }, [profiles]);
  useEffect(load, [load]);

  const backup = async () => {
    if (!savedName) {
      setMessage(t(m.backupNeedsName));
      return;
    }
    try {
      await (dialogs ? dialogs.waiting(profiles.backup()) : profiles.backup());
      setMessage(t(m.backedUp, { name: savedName }));
      load();
    } catch (e) {
      setMessage(t(m.saveFailed, { error: e instanceof Error ? e.message : String(e) }));
    }
  };

  const restore = async (backupName: string) => {
    const ok = dialogs ? await dialogs.confirm({ type: 'warning', text: t(m.restoreConfirm, { name: backupName }) }) : true;
    if (!ok) return;
    try {
      await profiles.restoreBackup(backupName);
      window.location.reload();
    } catch (e) {
      setMessage(t(m.loadFailed, { error: e instanceof Error ? e.message : String(e) }));
    }
  };

  const remove = async (backupName: string) => {
    const ok = dialogs ? await dialogs.confirm({ type: 'warning', text: t(m.deleteBackupConfirm, { name: backupName }) }) : true;
    if (!ok) return;
    await profiles
      .deleteBackup(backupName)
      .then(load, (e: unknown) => setMessage(t(m.saveFailed, { error: e instanceof Error ? e.message : String(e) })));
  };

  const exportProfile = () => {
    const p = profiles.profile();
    const url = URL.createObjectURL(new Blob([JSON.stringify(p, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${p.name || 'preferences'}.json`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(sm.profiles)}</h1>
      <section>
        <form
          className="kite-settings-field"
          onSubmit={(e) => {
            e.preventDefault();
            profiles.renameProfile(name);
            toasts?.show(t(m.saved));
          }}
        >
          <label htmlFor={nameId}>{t(m.profileName)}</label>
          <div className="kite-settings-row">
            <input id={nameId} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
            <button type="submit" className="kite-button">
              {t(m.rename)}
            </button>
          </div>
          {!savedName && <p className="kite-settings-note">{t(m.profileUnnamed)}</p>}
        </form>
        <SwitchRow
          label={t(m.autoBackup)}
          checked={autoBackup}
          onChange={(on) => {
            if (!profiles.setAutoBackup(on)) setMessage(t(m.backupNeedsName));
          }}
        />
        <div className="kite-settings-actions">
          <button type="button" className="kite-button kite-button-primary" onClick={() => void backup()}>
            {t(m.backup)}
          </button>
          <button type="button" className="kite-button" onClick={exportProfile}>
            {t(m.exportProfile)}
          </button>
        </div>
        {message && <p role="status">{message}</p>}
      </section>
      <section aria-label={t(m.backups)}>
        <h2>{t(m.backups)}</h2>
        {backups.state === 'loading' ? (
          <p>…</p>
        ) : backups.state === 'error' ? (
          <p role="alert">{t(m.loadFailed, { error: backups.error })}</p>
        ) : backups.names.length === 0 ? (
          <div>
            <strong>{t(m.noBackupsFound)}</strong>
            <p>{t(m.noBackupsFoundText)}</p>
          </div>
        ) : (
          <ul className="kite-settings-list">
            {backups.names.map((n) => (
              <li key={n} className="kite-settings-row" data-backup={n}>
                <span>{n}</span>
                <button type="button" className="kite-button" aria-label={t(m.restoreOf, { name: n })} onClick={() => void restore(n)}>
                  {t(m.restore)}
                </button>
                <button type="button" className="kite-button" aria-label={t(m.deleteBackupOf, { name: n })} onClick={() => void remove(n)}>
                  {t(m.delete)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

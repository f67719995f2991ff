import { useId, useState } from 'react';
import { Api, Drive, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import type { ApiService, MessageKey } from '@kite/sdk';
import { Button, errorText } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { titles } from '../titles';

type Options = { excludeMuting: boolean; excludeInactive: boolean; withReplies: boolean };
type Exporter = { id: string; what: MessageKey; call: (api: ApiService, o: Options) => Promise<unknown> };
type Importer = { id: string; what: MessageKey; call: (api: ApiService, fileId: string, o: Options) => Promise<unknown> };

/** Misskey's export endpoints (each queues a job that writes a file to the drive, then notifies). */
const EXPORTS: readonly Exporter[] = [
  { id: 'notes', what: m.exportNotes, call: (api) => api.request('i/export-notes', {}) },
  { id: 'favorites', what: m.exportFavorites, call: (api) => api.request('i/export-favorites', {}) },
  { id: 'clips', what: m.exportClips, call: (api) => api.request('i/export-clips', {}) },
  {
    id: 'following',
    what: m.exportFollowing,
    call: (api, o) => api.request('i/export-following', { excludeMuting: o.excludeMuting, excludeInactive: o.excludeInactive }),
  },
  { id: 'mute', what: m.exportMute, call: (api) => api.request('i/export-mute', {}) },
  { id: 'block', what: m.exportBlock, call: (api) => api.request('i/export-blocking', {}) },
  { id: 'lists', what: m.exportLists, call: (api) => api.request('i/export-user-lists', {}) },
  { id: 'antennas', what: m.exportAntennas, call: (api) => api.request('i/export-antennas', {}) },
];
const IMPORTS: readonly Importer[] = [
  {
    id: 'following',
    what: m.exportFollowing,
    call: (api, fileId, o) => api.request('i/import-following', { fileId, withReplies: o.withReplies }),
  },
  { id: 'mute', what: m.exportMute, call: (api, fileId) => api.request('i/import-muting', { fileId }) },
  { id: 'block', what: m.exportBlock, call: (api, fileId) => api.request('i/import-blocking', { fileId }) },
  { id: 'lists', what: m.exportLists, call: (api, fileId) => api.request('i/import-user-lists', { fileId }) },
  { id: 'antennas', what: m.exportAntennas, call: (api, fileId) => api.request('i/import-antennas', { fileId }) },
];

type Outcome = { ok: boolean; text: string };

/** `/settings/account-data`: export each kind of account data, and import follows, mutes, blocks, lists and antennas from a drive file. */
export default function AccountDataPage() {
  const t = useT();
  const api = useService(Api);
  const drive = useOptionalService(Drive);
  const [outcome, setOutcome] = useState<Record<string, Outcome>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [excludeMuting, setExcludeMuting] = useState(false);
  const [excludeInactive, setExcludeInactive] = useState(false);
  const [withReplies, setWithReplies] = useState(false);
  const ids = { muting: useId(), inactive: useId(), replies: useId() };
  const options: Options = { excludeMuting, excludeInactive, withReplies };

  const failure = (e: unknown) =>
    isApiError(e) && e.code === 'RATE_LIMIT_EXCEEDED' ? t(m.rateLimited) : t(m.failed, { error: errorText(e, t) });
  const run = async (key: string, call: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await call();
      setOutcome((o) => ({ ...o, [key]: { ok: true, text: done } }));
    } catch (e) {
      setOutcome((o) => ({ ...o, [key]: { ok: false, text: failure(e) } }));
    } finally {
      setBusy(null);
    }
  };

  const exportOne = (x: Exporter) => {
    const what = t(x.what);
    void run(`export-${x.id}`, () => x.call(api, options), t(m.exportRequested, { what }));
  };
  const importOne = async (x: Importer) => {
    const key = `import-${x.id}`;
    const [file] = drive ? await drive.pickFiles({ multiple: false }) : [];
    if (!file) {
      setOutcome((o) => ({ ...o, [key]: { ok: false, text: t(m.noFileChosen) } }));
      return;
    }
    void run(key, () => x.call(api, file.id, options), t(m.importRequested, { what: t(x.what) }));
  };

  const result = (key: string) => {
    const o = outcome[key];
    if (!o) return null;
    return o.ok ? (
      <p role="status" className="kite-at-ok">
        {o.text}
      </p>
    ) : (
      <p role="alert" className="kite-at-error">
        {o.text}
      </p>
    );
  };

  return (
    <div className="kite-settings-page kite-account-data">
      <h1>{t(titles.accountData)}</h1>
      <section aria-labelledby="kite-export-h">
        <h2 id="kite-export-h">{t(m.exportSection)}</h2>
        {EXPORTS.map((x) => (
          <div key={x.id} className="kite-at-row" data-export={x.id}>
            {x.id === 'following' && (
              <div className="kite-settings-row">
                <label htmlFor={ids.muting}>
                  <input id={ids.muting} type="checkbox" checked={excludeMuting} onChange={(e) => setExcludeMuting(e.target.checked)} />
                  {t(m.excludeMuting)}
                </label>
                <label htmlFor={ids.inactive}>
                  <input
                    id={ids.inactive}
                    type="checkbox"
                    checked={excludeInactive}
                    onChange={(e) => setExcludeInactive(e.target.checked)}
                  />
                  {t(m.excludeInactive)}
                </label>
              </div>
            )}
            <Button disabled={busy !== null} onClick={() => exportOne(x)}>
              {t(m.exportButton, { what: t(x.what) })}
            </Button>
            {result(`export-${x.id}`)}
          </div>
        ))}
      </section>
      <section aria-labelledby="kite-import-h">
        <h2 id="kite-import-h">{t(m.importSection)}</h2>
        <p className="kite-settings-note">{t(m.importHelp)}</p>
        {IMPORTS.map((x) => (
          <div key={x.id} className="kite-at-row" data-import={x.id}>
            {x.id === 'following' && (
              <div className="kite-settings-row">
                <label htmlFor={ids.replies}>
                  <input id={ids.replies} type="checkbox" checked={withReplies} onChange={(e) => setWithReplies(e.target.checked)} />
                  {t(m.withReplies)}
                </label>
              </div>
            )}
            <Button disabled={busy !== null || !drive} onClick={() => void importOne(x)}>
              {t(m.importButton, { what: t(x.what) })}
            </Button>
            {result(`import-${x.id}`)}
          </div>
        ))}
      </section>
    </div>
  );
}

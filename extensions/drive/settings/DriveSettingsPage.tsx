import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Accounts, Api, Drive, Link, Preferences, isApiError, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { Button, SwitchRow, errorText, useLoad } from '@kite/sdk/kit';
import { driveMessages as dm } from '../messages';
import { presetGroup } from '../watermark/presets';
import { driveSettingsMessages as m } from './messages';
import { UsageBar } from './UsageBar';

/**
 * `/settings/drive`: how full the drive is, the folder uploads go to and whether they keep their
 * file name (preferences of this device's profile), and the server's sensitive-media settings
 * (`alwaysMarkNsfw`, `autoSensitive`, saved with `i/update`).
 */
export default function DriveSettingsPage() {
  const t = useT();
  const api = useService(Api);
  const prefs = useService(Preferences);
  const drive = useOptionalService(Drive);
  const accounts = useOptionalService(Accounts);
  const me = useViewer().me;
  const group = presetGroup(prefs);
  const snap = useSnapshot(prefs.state);
  const folderId = (snap['drive.uploadFolderId'] as string | null | undefined) ?? null;
  const keepName = (snap['drive.keepOriginalFilename'] as boolean | undefined) ?? true;
  const ids = { keepHelp: useId(), sensitiveHelp: useId() };
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  // The chosen folder's name; a folder deleted since is forgotten (uploads go to the top folder again).
  const folder = useLoad(`folder:${folderId ?? ''}`, async () => {
    if (!folderId) return null;
    try {
      return await api.request('drive/folders/show', { folderId });
    } catch (e) {
      if (isApiError(e) && e.code === 'NO_SUCH_FOLDER') {
        group.set('uploadFolderId', null);
        setStatus({ ok: false, text: t(m.folderGone) });
        return null;
      }
      throw e;
    }
  });
  const chooseFolder = async () => {
    const picked = await drive?.pickFolder();
    if (picked) group.set('uploadFolderId', picked.id);
  };
  // The server flags as shown: changed at once, put back when the save fails.
  const [flags, setFlags] = useState({ alwaysMarkNsfw: me?.alwaysMarkNsfw ?? false, autoSensitive: me?.autoSensitive ?? false });
  const saveServer = async (patch: Partial<typeof flags>) => {
    const before = flags;
    setFlags({ ...flags, ...patch });
    try {
      await api.request('i/update', patch);
      await accounts?.refresh().catch(() => {});
      setStatus({ ok: true, text: t(m.saved) });
    } catch (e) {
      setFlags(before);
      setStatus({ ok: false, text: t(m.failed, { error: errorText(e, t) }) });
    }
  };
  const folderName = folderId ? (folder.data?.name ?? '…') : t(m.uploadFolderNone);
  return (
    <div className="kite-settings-page kite-drive-settings">
      <h1>{t(dm.drive)}</h1>
      <section aria-labelledby="kite-drive-usage-h">
        <h2 id="kite-drive-usage-h">{t(m.usage)}</h2>
        <UsageBar />
        <Link to="/settings/drive/cleaner">{t(m.openCleaner)}</Link>
      </section>
      <section aria-labelledby="kite-drive-uploads-h">
        <h2 id="kite-drive-uploads-h">{t(m.uploads)}</h2>
        <div className="kite-settings-field">
          <span className="kite-drive-settings-label">{t(m.uploadFolder)}</span>
          <div className="kite-settings-row">
            <strong data-testid="upload-folder">{folderName}</strong>
            <Button disabled={!drive} onClick={() => void chooseFolder()}>
              {t(m.chooseFolder)}
            </Button>
            {folderId && <Button onClick={() => group.set('uploadFolderId', null)}>{t(m.resetFolder)}</Button>}
          </div>
        </div>
        <SwitchRow
          label={t(m.keepOriginalFilename)}
          checked={keepName}
          describedBy={ids.keepHelp}
          onChange={(on) => group.set('keepOriginalFilename', on)}
        />
        <p id={ids.keepHelp} className="kite-settings-note">
          {t(m.keepOriginalFilenameHelp)}
        </p>
        {me && (
          <>
            <SwitchRow
              label={t(m.alwaysMarkNsfw)}
              checked={flags.alwaysMarkNsfw}
              describedBy={ids.sensitiveHelp}
              onChange={(on) => void saveServer({ alwaysMarkNsfw: on })}
            />
            <SwitchRow
              label={t(m.autoSensitive)}
              checked={flags.autoSensitive}
              describedBy={ids.sensitiveHelp}
              onChange={(on) => void saveServer({ autoSensitive: on })}
            />
            <p id={ids.sensitiveHelp} className="kite-settings-note">
              {t(m.sensitiveHelp)}
            </p>
          </>
        )}
        {status && <p role={status.ok ? 'status' : 'alert'}>{status.text}</p>}
      </section>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Api, Drive, safeHttpUrl, useOptionalService, useService, useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import type { ZipCheck } from './zipCheck';
import { emojisMessages as m } from './messages';

// The server imports in a background job: the list is looked at this often, this many times, for the new emojis.
const POLL_MS = 1500;
const POLLS = 40;

type Status = { error: MessageKey } | { says: MessageKey } | { total: number; done: number; finished: boolean } | null;
const why: Record<Exclude<ZipCheck['kind'], 'ok'>, MessageKey> = {
  notZip: m.zipNotZip,
  noMeta: m.zipNoMeta,
  badMeta: m.zipBadMeta,
  nothing: m.zipNothing,
};

/** Reads a ZIP (the checker and its unzip library load only now). */
async function check(bytes: ArrayBuffer): Promise<ZipCheck> {
  const { checkEmojiZip } = await import('./zipCheck');
  return checkEmojiZip(new Uint8Array(bytes));
}

/**
 * Misskey's emoji import: a ZIP as Misskey's emoji export makes it (meta.json and the images),
 * uploaded or chosen in the drive, is read here first — a file that would add nothing is refused
 * with the reason — then handed to admin/emoji/import-zip, whose background job adds the emojis;
 * `onAdded` runs as they appear. Beside it, Misskey's export of the local emojis to such a ZIP.
 */
export function ZipImport({ onAdded }: { onAdded: () => void }) {
  const t = useT();
  const api = useService(Api);
  const drive = useOptionalService(Drive);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  if (!drive) return null;

  /** Watches the list until every name is there (or the polls run out). */
  const watch = async (names: readonly string[]) => {
    let seen = 0;
    for (let i = 0; i < POLLS && alive.current; i++) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const list = await api.request('admin/emoji/list', { limit: 100 }).catch(() => null);
      if (!list || !alive.current) continue;
      const done = names.filter((n) => list.some((e) => e.name === n)).length;
      if (done !== seen) onAdded();
      seen = done;
      setStatus({ total: names.length, done, finished: done === names.length });
      if (done === names.length) return;
    }
    if (alive.current) setStatus({ total: names.length, done: seen, finished: true });
  };

  const start = async (file: entities.DriveFile, checked: ZipCheck | null) => {
    if (checked && checked.kind !== 'ok') return setStatus({ error: why[checked.kind] });
    const sent = await api.requestWithUi('admin/emoji/import-zip', { fileId: file.id }).then(
      () => true,
      () => false,
    );
    if (!sent) return;
    if (!checked) return setStatus({ total: 0, done: 0, finished: true });
    setStatus({ total: checked.names.length, done: 0, finished: false });
    await watch(checked.names);
  };

  /** Whether the viewer's role lets them upload a ZIP (asked now: the policy may have just changed). */
  const zipAllowed = async () => {
    const me = await api.request('i', {}).catch(() => null);
    if (!me) return true;
    return me.policies.uploadableFileTypes.some((p) => ['*', '*/*', 'application/*', 'application/zip'].includes(p));
  };

  const upload = async (local: File) => {
    setBusy(true);
    setStatus(null);
    try {
      const checked = await check(await local.arrayBuffer());
      if (checked.kind !== 'ok') return setStatus({ error: why[checked.kind] });
      // Misskey's default role policy does not let a ZIP be uploaded: say where to allow it rather than fail.
      if (!(await zipAllowed())) return setStatus({ error: m.zipNotAllowed });
      // The drive says why itself when the upload fails.
      const file = await drive.upload(local, { compressionLevel: 0 }).catch(() => null);
      if (file) await start(file, checked);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  // Misskey's export: a job writes the ZIP to the drive and notifies when it is there.
  const exportAll = async () => {
    setStatus(null);
    const sent = await api.requestWithUi('export-custom-emojis', {}).then(
      () => true,
      () => false,
    );
    if (sent && alive.current) setStatus({ says: m.zipExportRequested });
  };

  const pick = async () => {
    const [file] = await drive.pickFiles({ multiple: false });
    if (!file) return;
    setBusy(true);
    setStatus(null);
    try {
      // The file is read where the server keeps it; a server that does not let it be read here is left to judge it.
      const url = safeHttpUrl(file.url, globalThis.location?.origin ?? 'http://localhost');
      const bytes = url
        ? await fetch(url.href)
            .then((r) => (r.ok ? r.arrayBuffer() : null))
            .catch(() => null)
        : null;
      await start(file, bytes ? await check(bytes) : null);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  return (
    <div className="kite-admin-emoji-import">
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void upload(f);
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
        {t(m.importZip)}
      </Button>
      <Button onClick={() => void pick()} disabled={busy}>
        {t(m.importZipFromDrive)}
      </Button>
      <Button onClick={() => void exportAll()} disabled={busy}>
        {t(m.exportZip)}
      </Button>
      {status && 'error' in status && <p role="alert">{t(status.error)}</p>}
      {status && 'says' in status && <p role="status">{t(status.says)}</p>}
      {status && 'total' in status && (
        <p role="status">
          {status.total === 0
            ? t(m.zipRequested)
            : t(status.finished && status.done < status.total ? m.zipPartly : m.zipProgress, { done: status.done, total: status.total })}
        </p>
      )}
    </div>
  );
}

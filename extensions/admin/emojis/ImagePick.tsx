import { useRef, useState } from 'react';
import { Drive, useOptionalService, useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { emojisMessages as m } from './messages';

/**
 * The image of an emoji or decoration: upload a file (kept as it is: no compression, an emoji's
 * transparency and animation must survive) or choose one already in the drive; with `multiple`,
 * several (`onPicked` runs for each).
 */
export function ImagePick(props: { onPicked: (file: entities.DriveFile) => void; label?: string; multiple?: boolean }) {
  const t = useT();
  const drive = useOptionalService(Drive);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!drive) return null;
  const upload = async (files: readonly File[]) => {
    setBusy(true);
    for (const file of files) {
      // The drive shows its own error dialog on failure; the other files still go.
      const done = await drive.upload(file, { compressionLevel: 0 }).catch(() => null);
      if (done) props.onPicked(done);
    }
    setBusy(false);
  };
  const pick = async () => {
    for (const file of await drive.pickFiles({ multiple: Boolean(props.multiple) })) props.onPicked(file);
  };
  return (
    <span className="kite-admin-emoji-pick">
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={props.multiple}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          void upload([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} disabled={busy} aria-busy={busy}>
        {props.label ?? t(m.chooseImage)}
      </Button>
      <Button onClick={() => void pick()} disabled={busy}>
        {t(m.fromDrive)}
      </Button>
    </span>
  );
}

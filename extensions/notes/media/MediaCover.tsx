import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Dialogs, useOptionalService, useT } from '@kite/sdk';
import { Blurhash } from './Blurhash';
import { useNotePref } from '../prefs';
import { noteMessages as m } from '../messages';

/** The hidden state of a media item: blurhash plus a reveal button (confirmation optional). */
export function MediaCover({ file, onReveal, children }: { file: entities.DriveFile; onReveal: () => void; children?: ReactNode }) {
  const t = useT();
  const dialogs = useOptionalService(Dialogs);
  const confirm = useNotePref('confirmWhenRevealingSensitiveMedia');
  const reveal = async () => {
    if (file.isSensitive && confirm && dialogs && !(await dialogs.confirm({ type: 'question', text: t(m.revealConfirm) }))) return;
    onReveal();
  };
  return (
    <div className="kite-media-cover">
      <Blurhash hash={file.blurhash} width={file.properties?.width} height={file.properties?.height} />
      <button type="button" className="kite-media-reveal" onClick={() => void reveal()}>
        <b>{file.isSensitive ? t(m.sensitive) : t(m.dataSaverHidden)}</b>
        <span>{t(m.clickToShow)}</span>
      </button>
      {children}
    </div>
  );
}

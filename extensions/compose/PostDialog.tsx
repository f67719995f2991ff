import { useRef } from 'react';
import type { entities } from 'misskey-js';
import { Dialogs, I18n, useService, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { ComposeOptions } from '@kite/sdk';
import { composeMessages as m } from './messages';
import { PostForm } from './form/PostForm';

/**
 * The post dialog: closes after posting; Escape or the background ask first while files
 * are still being uploaded (spec 2 §2). The sdk Modal keeps focus inside and returns it on close.
 */
export function PostDialog(props: { opts: ComposeOptions; onDone: (note: entities.Note | null) => void }) {
  const t = useT();
  const dialogs = useService(Dialogs);
  const i18n = useService(I18n);
  const box = useRef<HTMLDivElement>(null);
  const tryClose = async () => {
    const uploading = box.current?.querySelector(
      '.kite-upload-item[data-state="uploading"], .kite-upload-item[data-state="preprocessing"], .kite-upload-item[data-state="idle"]',
    );
    if (uploading && !(await dialogs.confirm({ type: 'warning', text: i18n.t(m.discardConfirm) }))) return;
    props.onDone(null);
  };
  return (
    <Modal label={t(m.newNote)} onClose={() => void tryClose()} className="kite-compose-dialog">
      <div ref={box}>
        <PostForm {...props.opts} autofocus onCancel={() => void tryClose()} onPosted={(n) => props.onDone(n)} />
      </div>
    </Modal>
  );
}

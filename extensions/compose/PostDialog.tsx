import { useEffect, useRef } from 'react';
import type { entities } from 'misskey-js';
import { Dialogs, I18n, useService, useT } from '@kite/sdk';
import type { ComposeOptions } from '@kite/sdk';
import { composeMessages as m } from './messages';
import { PostForm } from './form/PostForm';

/**
 * The post dialog: closes after posting; Escape or the background ask first while files
 * are still being uploaded (spec 2 §2). Tab stays inside; focus returns on close.
 */
export function PostDialog(props: { opts: ComposeOptions; onDone: (note: entities.Note | null) => void }) {
  const t = useT();
  const dialogs = useService(Dialogs);
  const i18n = useService(I18n);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    return () => previous?.focus?.();
  }, []);
  const tryClose = async () => {
    const uploading = box.current?.querySelector('.kite-upload-item[data-state="uploading"], .kite-upload-item[data-state="preprocessing"], .kite-upload-item[data-state="idle"]');
    if (uploading && !(await dialogs.confirm({ type: 'warning', text: i18n.t(m.discardConfirm) }))) return;
    props.onDone(null);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      void tryClose();
    } else if (e.key === 'Tab' && box.current) {
      const items = [...box.current.querySelectorAll<HTMLElement>('button:not([disabled]), input:not([disabled]):not([hidden]), textarea, select')];
      const i = items.indexOf(document.activeElement as HTMLElement);
      if (e.shiftKey && i <= 0) {
        e.preventDefault();
        items[items.length - 1]?.focus();
      } else if (!e.shiftKey && i === items.length - 1) {
        e.preventDefault();
        items[0]?.focus();
      }
    }
  };
  return (
    <div className="kite-compose-backdrop" onMouseDown={(e) => e.target === e.currentTarget && void tryClose()}>
      <div ref={box} className="kite-compose-dialog" role="dialog" aria-modal="true" aria-label={t(m.newNote)} onKeyDown={onKeyDown}>
        <PostForm {...props.opts} autofocus onCancel={() => void tryClose()} onPosted={(n) => props.onDone(n)} />
      </div>
    </div>
  );
}

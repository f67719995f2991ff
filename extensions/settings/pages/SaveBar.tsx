import { useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { pageMessages as m } from './messages';

/** Where a server-side settings form is: untouched or saving, saved, or failed with the server's words. */
export type SaveStatus = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; error: string };

/** The save button of a server-side settings form, with what happened last. */
export function SaveBar(props: { status: SaveStatus }) {
  const t = useT();
  const s = props.status;
  return (
    <div className="kite-settings-actions">
      <Button type="submit" variant="primary" disabled={s.kind === 'saving'}>
        {t(m.save)}
      </Button>
      {s.kind === 'saved' && <span role="status">{t(m.saved)}</span>}
      {s.kind === 'error' && <span role="alert">{t(m.saveFailed, { error: s.error })}</span>}
    </div>
  );
}

import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, Toasts, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { EndpointReq } from '@kite/sdk';
import { errorText } from '@kite/sdk/kit';
import { pageMessages as m } from './messages';
import type { SaveStatus } from './SaveBar';

type Update = EndpointReq<'i/update'>;

/**
 * A draft of account settings that live on the server: edited locally, saved with `i/update`,
 * then the signed-in user is refreshed. A failed save keeps the draft and says why.
 */
export function useServerForm<D extends Record<string, unknown>>(fromMe: (me: entities.MeDetailed) => D, toUpdate: (d: D) => Update) {
  const t = useT();
  const api = useService(Api);
  const accounts = useOptionalService(Accounts);
  const toasts = useOptionalService(Toasts);
  const me = useViewer().me;
  const [draft, setDraft] = useState<D | null>(() => (me ? fromMe(me) : null));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  if (!draft && me) setDraft(fromMe(me));

  const set = <K extends keyof D>(key: K, value: D[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const save = async () => {
    if (!draft) return;
    setStatus({ kind: 'saving' });
    try {
      await api.request('i/update', toUpdate(draft));
      setStatus({ kind: 'saved' });
      toasts?.show(t(m.saved));
      await accounts?.refresh().catch(() => {});
    } catch (e) {
      setStatus({ kind: 'error', error: errorText(e, t) });
    }
  };
  return { draft, set, save, status };
}

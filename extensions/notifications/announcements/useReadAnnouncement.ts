import { useCallback } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, Dialogs, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { announcementMessages as m } from './messages';

/**
 * Marks an announcement read (i/read-announcement), asking first when it needs confirmation;
 * resolves true when it was marked. Then `i` is fetched again, so the navbar's unread
 * indicator follows the server (which also sends readAllAnnouncements on the main channel,
 * but only in realtime mode is that channel open).
 */
export function useReadAnnouncement(): (a: entities.Announcement) => Promise<boolean> {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const accounts = useOptionalService(Accounts);
  return useCallback(
    async (a: entities.Announcement) => {
      if (a.needConfirmationToRead && dialogs) {
        const ok = await dialogs.confirm({
          type: 'question',
          title: t(m.readConfirmTitle),
          text: t(m.readConfirmText, { title: a.title }),
        });
        if (!ok) return false;
      }
      try {
        await api.request('i/read-announcement', { announcementId: a.id });
      } catch (e) {
        // A failed read leaves it unread (the button stays) and says why.
        if (!isApiError(e)) throw e;
        await api.showError(e);
        return false;
      }
      void accounts?.refresh().catch(() => undefined);
      return true;
    },
    [t, api, dialogs, accounts],
  );
}

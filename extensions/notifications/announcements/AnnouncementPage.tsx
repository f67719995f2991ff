import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, isApiError, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { AnnouncementCard } from './AnnouncementCard';
import { useReadAnnouncement } from './useReadAnnouncement';
import { announcementMessages as m } from './messages';
import '../notifications.css';

type Shown = { id: string; announcement: entities.Announcement } | { id: string; error: 'notFound' | 'failed' };

/** /announcements/:announcementId — one announcement (announcements/show), with "Got it!" while unread. */
export default function AnnouncementPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const read = useReadAnnouncement();
  const id = params.announcementId ?? '';
  const [shown, setShown] = useState<Shown | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    api.request('announcements/show', { announcementId: id }).then(
      (announcement) => live && setShown({ id, announcement }),
      (e: unknown) => live && setShown({ id, error: isApiError(e) && e.code === 'NO_SUCH_ANNOUNCEMENT' ? 'notFound' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, id, attempt]);
  const current = shown?.id === id ? shown : null;
  const markRead = async (a: entities.Announcement) => {
    if (await read(a)) setShown({ id, announcement: { ...a, isRead: true } });
  };
  return (
    <div className="kite-ann-page">
      <PageHeader title={current && 'announcement' in current ? current.announcement.title : t(m.title)} icon="speakerphone" />
      <div className="kite-ann-list">
        {current === null ? (
          <Loading />
        ) : 'announcement' in current ? (
          <AnnouncementCard announcement={current.announcement} standalone onRead={() => void markRead(current.announcement)} />
        ) : current.error === 'notFound' ? (
          <ResultScreen kind="notFound" />
        ) : (
          <ResultScreen kind="error" onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    </div>
  );
}

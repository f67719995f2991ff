import { useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Loading, ResultScreen, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { AnnouncementCard } from './AnnouncementCard';
import { useReadAnnouncement } from './useReadAnnouncement';
import { announcementMessages as m } from './messages';
import '../notifications.css';

type Tab = 'current' | 'past';
const PAGE = 10;

/** One tab's list, tagged with its tab so another tab shows "loading" until its own arrives. */
type Shown = { tab: Tab; list: entities.Announcement[]; more: boolean } | { tab: Tab; error: true };

/**
 * /announcements (spec 1 §2.1): the current and the past announcements, ten at a time; an
 * unread one has the "New" mark and a "Got it!" button that marks it read.
 */
export default function AnnouncementsPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const who = useViewer();
  const read = useReadAnnouncement();
  const [tab, setTab] = useState<Tab>('current');
  const [shown, setShown] = useState<Shown | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let live = true;
    api.request('announcements', { isActive: tab === 'current', limit: PAGE }).then(
      (list) => live && setShown({ tab, list, more: list.length >= PAGE }),
      () => live && setShown({ tab, error: true }),
    );
    return () => {
      live = false;
    };
  }, [api, tab, attempt]);

  const current = shown?.tab === tab ? shown : null;
  const list = current && 'list' in current ? current.list : null;

  const loadMore = () => {
    const last = list?.at(-1);
    if (!last || loadingMore) return;
    setLoadingMore(true);
    api
      .request('announcements', { isActive: tab === 'current', limit: PAGE, untilId: last.id })
      .then(
        (next) => setShown((s) => (s && s.tab === tab && 'list' in s ? { tab, list: [...s.list, ...next], more: next.length >= PAGE } : s)),
        (e: unknown) => api.showError(e),
      )
      .finally(() => setLoadingMore(false));
  };

  const markRead = async (a: entities.Announcement) => {
    if (!(await read(a))) return;
    setShown((s) => (s && 'list' in s ? { ...s, list: s.list.map((x) => (x.id === a.id ? { ...x, isRead: true } : x)) } : s));
  };

  return (
    <div className="kite-ann-page">
      <PageHeader
        title={t(m.title)}
        icon="speakerphone"
        tabs={[
          { key: 'current', title: t(m.current) },
          { key: 'past', title: t(m.past) },
        ]}
        tab={tab}
        onTabChange={(k) => setTab(k === 'past' ? 'past' : 'current')}
      />
      <div role="tabpanel" aria-label={t(tab === 'current' ? m.current : m.past)} className="kite-ann-list">
        {tab === 'current' && who.me?.hasUnreadAnnouncement && (
          <p className="kite-ann-unread-info" role="status">
            {t(m.youHaveUnread)}
          </p>
        )}
        {current && 'error' in current ? (
          <ResultScreen kind="error" text={t(m.failed)} onRetry={() => setAttempt((n) => n + 1)} />
        ) : list === null ? (
          <Loading />
        ) : list.length === 0 ? (
          <ResultScreen kind="empty" title={t(m.none)} />
        ) : (
          list.map((a) => <AnnouncementCard key={a.id} announcement={a} onRead={tab === 'current' ? () => void markRead(a) : undefined} />)
        )}
        {list && current && 'more' in current && current.more && (
          <button type="button" className="kite-button kite-ann-more" disabled={loadingMore} onClick={loadMore}>
            {t(m.loadMore)}
          </button>
        )}
      </div>
    </div>
  );
}

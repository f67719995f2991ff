import { useEffect } from 'react';
import { Navigation, ResultScreen, Loading, UserName, isApiError, plainName, useService, useT, acctOf } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { PageTab, RouteProps } from '@kite/sdk';
import { useUser } from './useUser';
import { ProfileHeader } from './profile/ProfileHeader';
import { UserNotes } from './profile/UserNotes';
import { AchievementsTab, ActivityTab, ClipsTab, FilesTab, ListsTab, NotAvailableTab, ReactionsTab } from './profile/tabs';
import { GalleryTab, PagesTab } from './profile/creations';
import { userChanges } from './menu/changes';
import { userMessages as m } from './messages';
import './users.css';
import './profile/profile.css';

const tabKeys = ['notes', 'files', 'reactions', 'clips', 'lists', 'achievements', 'activity', 'pages', 'gallery', 'play'] as const;
type TabKey = (typeof tabKeys)[number];
const isTab = (k: string): k is TabKey => (tabKeys as readonly string[]).includes(k);

/** /@:acct/:page? — a user's profile with its tabs (the page parameter picks the tab). */
export default function UserPage({ params }: RouteProps) {
  const t = useT();
  const nav = useService(Navigation);
  const acct = params.acct ?? '';
  const { user, error, reload } = useUser(acct);
  const page = params.page ?? 'notes';
  const tab: TabKey = isTab(page) ? page : 'notes';
  useEffect(
    () =>
      user
        ? userChanges.on((id) => {
            if (id === user.id) void reload();
          })
        : undefined,
    [user, reload],
  );

  if (error) {
    const missing = isApiError(error) && error.code === 'NO_SUCH_USER';
    return (
      <ResultScreen
        kind={missing ? 'notFound' : 'error'}
        title={missing ? t(m.notFound) : t(m.failed)}
        onRetry={missing ? undefined : () => void reload()}
      />
    );
  }
  if (!user) return <Loading />;
  const tabs: PageTab[] = [
    { key: 'notes', title: t(m.notes), icon: 'notes' },
    { key: 'files', title: t(m.files), icon: 'photo' },
    { key: 'reactions', title: t(m.reactions), icon: 'smile' },
    { key: 'clips', title: t(m.clips), icon: 'paperclip' },
    { key: 'lists', title: t(m.lists), icon: 'list' },
    { key: 'achievements', title: t(m.achievements), icon: 'medal' },
    { key: 'activity', title: t(m.activity), icon: 'chart' },
    { key: 'pages', title: t(m.pages), icon: 'notes' },
    { key: 'gallery', title: t(m.gallery), icon: 'icons' },
    { key: 'play', title: t(m.play), icon: 'play' },
  ];
  const base = `/${acctOf(user)}`;
  return (
    <div className="kite-profile">
      <PageHeader
        title={plainName(user)}
        titleNode={<UserName user={user} />}
        subtitle={acctOf(user)}
        avatarUrl={user.avatarUrl}
        tabs={tabs}
        tab={tab}
        onTabChange={(k) => nav.push(k === 'notes' ? base : `${base}/${k}`)}
      />
      <ProfileHeader key={user.id} user={user} reload={reload} />
      <div role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.title}>
        {tab === 'notes' ? (
          <UserNotes user={user} />
        ) : tab === 'files' ? (
          <FilesTab user={user} />
        ) : tab === 'reactions' ? (
          <ReactionsTab user={user} />
        ) : tab === 'clips' ? (
          <ClipsTab user={user} />
        ) : tab === 'lists' ? (
          <ListsTab user={user} />
        ) : tab === 'achievements' ? (
          <AchievementsTab user={user} />
        ) : tab === 'activity' ? (
          <ActivityTab user={user} />
        ) : tab === 'pages' ? (
          <PagesTab user={user} label={t(m.pages)} />
        ) : tab === 'gallery' ? (
          <GalleryTab user={user} label={t(m.gallery)} />
        ) : (
          <NotAvailableTab />
        )}
      </div>
    </div>
  );
}

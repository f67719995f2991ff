import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Link, NoteViews, UserName, safeHttpUrl, useOptionalService, useService, useT, useViewer, acctOf } from '@kite/sdk';
import { Deferred } from '@kite/sdk/pageKit';
import type { UserPreviewCardProps } from '@kite/sdk';
import { FollowButton } from './profile/FollowButton';
import { userShowParams } from './userQuery';
import { userMessages as m } from './messages';
import './preview.css';

function Details({ user: u, reload }: { user: entities.UserDetailed; reload: () => Promise<void> }) {
  const t = useT();
  const views = useOptionalService(NoteViews);
  const who = useViewer();
  const acct = acctOf(u);
  const banner = safeHttpUrl(u.bannerUrl ?? '')?.href;
  const avatar = safeHttpUrl(u.avatarUrl ?? '')?.href;
  return (
    <div className="kite-user-preview-body">
      {banner && <div className="kite-user-preview-banner" style={{ backgroundImage: `url("${encodeURI(banner)}")` }} aria-hidden="true" />}
      <div className="kite-user-preview-head">
        {avatar && <img className="kite-user-preview-avatar" src={avatar} alt="" />}
        <div className="kite-user-preview-names">
          <Link to={`/${acct}`} className="kite-user-preview-name">
            <UserName user={u} />
          </Link>
          <span className="kite-user-preview-acct">{acct}</span>
        </div>
      </div>
      {u.description && (
        <div className="kite-user-preview-desc">
          {views ? <views.Mfm text={u.description} author={u} emojis={u.emojis} nowrap /> : u.description}
        </div>
      )}
      <dl className="kite-user-preview-stats">
        <div>
          <dt>{t(m.notes)}</dt>
          <dd>{u.notesCount}</dd>
        </div>
        <div>
          <dt>{t(m.following)}</dt>
          <dd>{u.followingCount}</dd>
        </div>
        <div>
          <dt>{t(m.followers)}</dt>
          <dd>{u.followersCount}</dd>
        </div>
      </dl>
      {who.signedIn && who.me?.id !== u.id && (
        <div className="kite-user-preview-follow">
          <FollowButton user={u} reload={reload} />
        </div>
      )}
    </div>
  );
}

/** The user preview card's content (the kernel places it): users/show, then the summary and the follow button. */
export default function PreviewCard({ user }: UserPreviewCardProps) {
  const api = useService(Api);
  const [version, setVersion] = useState(0);
  const [fresh, setFresh] = useState<entities.UserDetailed | null>(null);
  // After a follow from the card, the card shows the user as the server now has it.
  const reload = async () => {
    setFresh(await api.request('users/show', userShowParams(user)));
    setVersion((v) => v + 1);
  };
  return (
    <Deferred load={() => api.request('users/show', userShowParams(user))} deps={[user]}>
      {(u) => <Details key={version} user={fresh ?? u} reload={reload} />}
    </Deferred>
  );
}

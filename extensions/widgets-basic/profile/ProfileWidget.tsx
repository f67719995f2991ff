import { Link, UserName, useT, useViewer } from '@kite/sdk';
import { Img } from '../shared/Img';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The profile widget: the signed-in person's banner, avatar, name and counts, linking to their profile. */
export default function ProfileWidget() {
  const t = useT();
  const me = useViewer().me;
  if (!me) return null;
  return (
    <div className="kite-wprofile">
      <div className="kite-wprofile-banner">{me.bannerUrl && <Img src={me.bannerUrl} alt="" />}</div>
      <Link to={`/@${me.username}`} className="kite-wprofile-who">
        <Img src={me.avatarUrl} alt="" className="kite-wprofile-avatar" width={56} height={56} />
        <strong className="kite-wprofile-name">
          <UserName user={me} />
        </strong>
        <span className="kite-wprofile-acct">@{me.username}</span>
      </Link>
      <dl className="kite-wprofile-counts">
        <div>
          <dt>{t(m.notes)}</dt>
          <dd>{me.notesCount}</dd>
        </div>
        <div>
          <dt>{t(m.following)}</dt>
          <dd>{me.followingCount}</dd>
        </div>
        <div>
          <dt>{t(m.followers)}</dt>
          <dd>{me.followersCount}</dd>
        </div>
      </dl>
    </div>
  );
}

import type { entities } from 'misskey-js';
import { Link, safeHttpUrl, usePreference, useT, acctOf, plainName } from '@kite/sdk';
import { noteMessages as m } from '../messages';

const statusText = { online: m.online, active: m.active, offline: m.offline } as const;

/** Avatar with decorations, cat ears and the online-status dot; links to the profile; hovering shows the user card. */
export function Avatar({ user, size = 48 }: { user: entities.UserLite; size?: number }) {
  const t = useT();
  const dataSaver = usePreference('dataSaverAvatar');
  const src = safeHttpUrl(user.avatarUrl ?? '')?.href;
  const acct = acctOf(user);
  const name = plainName(user);
  const status = user.onlineStatus && user.onlineStatus !== 'unknown' ? user.onlineStatus : null;
  return (
    <Link
      to={`/${acct}`}
      userPreview={user.id}
      className={`kite-avatar${user.isCat ? ' kite-avatar-cat' : ''}`}
      style={{ width: size, height: size }}
      aria-label={t(m.avatarOf, { name })}
    >
      {src && !dataSaver ? (
        <img className="kite-avatar-img" src={src} alt="" decoding="async" loading="lazy" />
      ) : (
        <span className="kite-avatar-img kite-avatar-blank" />
      )}
      {!dataSaver &&
        (user.avatarDecorations ?? []).map((d) => {
          const url = safeHttpUrl(d.url)?.href;
          if (!url) return null;
          const transform = `rotate(${Math.max(-360, Math.min(360, d.angle ?? 0)) * 360}deg) scaleX(${d.flipH ? -1 : 1}) translate(${clampPct(d.offsetX)}%, ${clampPct(d.offsetY)}%)`;
          return <img key={d.id} className="kite-avatar-decoration" src={url} alt="" style={{ transform }} />;
        })}
      {status && <span className={`kite-avatar-status kite-avatar-status-${status}`} title={t(statusText[status])} />}
    </Link>
  );
}

/** Decoration offsets are fractions of the avatar; bounded so they stay near it. */
function clampPct(v: number | undefined): number {
  return Math.max(-0.5, Math.min(0.5, v ?? 0)) * 100;
}

import type { entities } from 'misskey-js';
import { I18n, Icon, Link, NoteViews, safeHttpUrl, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { IconSpec } from '@kite/sdk';
import { announcementMessages as m } from './messages';

/** Each kind's icon and its spoken name. */
export const kinds: Record<entities.Announcement['icon'], { icon: IconSpec; label: keyof typeof m }> = {
  info: { icon: 'info', label: 'kindInfo' },
  warning: { icon: 'alert', label: 'kindWarning' },
  error: { icon: 'x', label: 'kindError' },
  success: { icon: 'check', label: 'kindSuccess' },
};

/** Whether the viewer still has to read it: signed in, not silent, not read yet. */
export function isUnread(a: entities.Announcement, signedIn: boolean): boolean {
  return signedIn && !a.silence && a.isRead === false;
}

/**
 * One announcement as Misskey shows it: "for you" when personal, the unread mark, its kind,
 * the title (a link to its own page unless it is that page), MFM text, image, dates and —
 * while unread — the "Got it!" button.
 */
export function AnnouncementCard(props: {
  announcement: entities.Announcement;
  /** On its own page the title is plain text, not a link to that page. */
  standalone?: boolean;
  /** Absent: no read button (e.g. the past tab). */
  onRead?: () => void;
}) {
  const t = useT();
  const i18n = useService(I18n);
  const views = useOptionalService(NoteViews);
  const who = useViewer();
  const a = props.announcement;
  const unread = isUnread(a, who.signedIn);
  const kind = kinds[a.icon] ?? kinds.info;
  const image = a.imageUrl ? safeHttpUrl(a.imageUrl, globalThis.location?.origin) : null;
  const Mfm = views?.Mfm;
  const Time = views?.TimeDisplay;
  const time = (iso: string) => (Time ? <Time time={iso} mode="detail" /> : i18n.formatDate(new Date(iso)));
  const titleId = `kite-ann-${a.id}`;
  return (
    <article className="kite-ann" aria-labelledby={titleId} data-unread={unread || undefined}>
      {a.forYou && (
        <p className="kite-ann-foryou">
          <Icon icon="star" size={14} /> {t(m.forYou)}
        </p>
      )}
      <h2 className="kite-ann-title">
        {unread && <span className="kite-ann-new">{t(m.unread)}</span>}
        <span className={`kite-ann-kind kite-ann-kind-${a.icon}`} role="img" aria-label={t(m[kind.label])}>
          <Icon icon={kind.icon} size={16} />
        </span>
        {/* The article is named by the title alone; the marks before it stay readable inside the heading. */}
        <span id={titleId}>{props.standalone ? a.title : <Link to={`/announcements/${a.id}`}>{a.title}</Link>}</span>
      </h2>
      <div className="kite-ann-text">{Mfm ? <Mfm text={a.text} /> : a.text}</div>
      {image && <img className="kite-ann-image" src={image.href} alt="" loading="lazy" decoding="async" />}
      <p className="kite-ann-date">
        {t(m.createdAt)}: {time(a.createdAt)}
      </p>
      {a.updatedAt && (
        <p className="kite-ann-date">
          {t(m.updatedAt)}: {time(a.updatedAt)}
        </p>
      )}
      {unread && props.onRead && (
        <button type="button" className="kite-button kite-button-primary kite-ann-read" onClick={props.onRead}>
          <Icon icon="check" size={16} /> {t(m.gotIt)}
        </button>
      )}
    </article>
  );
}

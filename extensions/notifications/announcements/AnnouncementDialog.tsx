import { useEffect, useId, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Icon, NoteViews, useOptionalService, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { announcementMessages as m } from './messages';
import { kinds } from './AnnouncementCard';
import { useReadAnnouncement } from './useReadAnnouncement';
import '../notifications.css';

/**
 * An announcement whose display is `dialog`, as Misskey shows it at start-up: its kind, title
 * and MFM text, and one button that marks it read. A long text must be scrolled to its end
 * before the button works ("Scroll to close"). A background click does not close it; Escape
 * does, leaving it unread, so it comes back at the next start.
 */
export function AnnouncementDialog(props: { announcement: entities.Announcement; close: () => void }) {
  const t = useT();
  const read = useReadAnnouncement();
  const views = useOptionalService(NoteViews);
  const a = props.announcement;
  const kind = kinds[a.icon] ?? kinds.info;
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const root = body.current;
    const text = content.current;
    const mark = end.current;
    if (!root || !text || !mark || typeof IntersectionObserver === 'undefined' || typeof ResizeObserver === 'undefined')
      return setAtEnd(true);
    // The text arrives late (MFM loads, and draws a long text a few parts per task): until it is
    // drawn the end mark is in view. So the sizes decide while nobody has scrolled — a text that
    // fits needs no scrolling — and the end mark once scrolled to.
    const sized = new ResizeObserver(() => {
      if (root.scrollTop === 0) setAtEnd(root.scrollHeight <= root.clientHeight + 1);
    });
    sized.observe(text);
    const seen = new IntersectionObserver((es) => es.some((e) => e.isIntersecting) && root.scrollTop > 0 && setAtEnd(true), {
      root,
      threshold: 0,
    });
    seen.observe(mark);
    return () => {
      sized.disconnect();
      seen.disconnect();
    };
  }, []);
  const ok = async () => {
    setBusy(true);
    // Cancelled confirmation or a failed request: it stays open and unread.
    if (await read(a)) props.close();
    else setBusy(false);
  };
  const Mfm = views?.Mfm;
  return (
    <Modal labelledBy={titleId} onClose={props.close} closeOnBackdrop={false} className="kite-ann-dialog">
      <h2 className="kite-ann-title">
        <span className={`kite-ann-kind kite-ann-kind-${a.icon}`} role="img" aria-label={t(m[kind.label])}>
          <Icon icon={kind.icon} size={16} />
        </span>
        <span id={titleId}>{a.title}</span>
      </h2>
      {/* Scrollable when long: focusable so it can be scrolled from the keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={body} className="kite-ann-dialog-text" tabIndex={0} role="region" aria-label={a.title}>
        <div ref={content}>{Mfm ? <Mfm text={a.text} /> : a.text}</div>
        <div ref={end} className="kite-ann-dialog-end" />
      </div>
      <button
        type="button"
        className="kite-button kite-button-primary kite-ann-dialog-ok"
        disabled={!atEnd || busy}
        onClick={() => void ok()}
      >
        {atEnd ? t(m.close) : t(m.scrollToClose)}
      </button>
    </Modal>
  );
}

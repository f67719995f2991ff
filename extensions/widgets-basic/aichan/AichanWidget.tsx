import { useEffect, useRef } from 'react';
import { useT } from '@kite/sdk';
import { widgetsBasicMessages as m } from '../messages';
import './aichan.css';

/** Misskey's mascot page (a Live2D Ai-chan), the page Misskey's widget shows too. */
const MASCOT = 'https://misskey-dev.github.io/mascot-web/?scale=1.5&y=1.1&eyeY=100';
const MASCOT_ORIGIN = new URL(MASCOT).origin;

/**
 * The Ai-chan widget: the mascot in a frame, her eyes following the pointer. The frame is
 * sandboxed (scripts only, no access to Kite) and takes no pointer; the page tells it where
 * the pointer is, only its position, and only to the mascot's own origin.
 */
export default function AichanWidget() {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMove = (ev: PointerEvent) => {
      const f = frame.current;
      if (!f?.contentWindow) return;
      const r = f.getBoundingClientRect();
      f.contentWindow.postMessage({ type: 'moveCursor', body: { x: ev.clientX - r.left, y: ev.clientY - r.top } }, MASCOT_ORIGIN);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  return (
    <iframe
      ref={frame}
      className="kite-waichan"
      title={t(m.aichanFrame)}
      src={MASCOT}
      sandbox="allow-scripts allow-same-origin"
      referrerPolicy="no-referrer"
      loading="lazy"
      tabIndex={-1}
    />
  );
}

import { Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { Loading, useT } from '@kite/sdk';
import type { UserPreviewCardProps } from '@kite/sdk';
import { useBelowAnchor } from './useBelowAnchor';
import { popupMessages as m } from './messages';

/**
 * The user preview card's frame (spec 1 §4): placed below its anchor; its content is the
 * `UserPreviews` provider's card (the users extension). Hovering the frame keeps it open
 * (its enter/leave feed the same timer as the anchor).
 */
export function UserPreviewCard(props: {
  anchor: HTMLElement;
  user: string;
  Card: ComponentType<UserPreviewCardProps>;
  onEnter: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  // The card is 300 px wide; its height is unknown until the user arrives, so assume 200.
  const { ref, style } = useBelowAnchor<HTMLDivElement>(props.anchor, (el) => ({ width: 300, height: el.offsetHeight || 200 }), 'left');
  // Native listeners, not React's onMouseEnter: React derives enter from the anchor's `mouseout`,
  // which runs before the anchor's native `mouseleave` — the hide it schedules would win.
  const { onEnter, onLeave, Card } = props;
  useEffect(() => {
    const el = ref.current;
    el?.addEventListener('mouseenter', onEnter);
    el?.addEventListener('mouseleave', onLeave);
    return () => {
      el?.removeEventListener('mouseenter', onEnter);
      el?.removeEventListener('mouseleave', onLeave);
    };
  }, [ref, onEnter, onLeave]);
  return (
    <div ref={ref} className="kite-user-preview" role="dialog" aria-label={t(m.userPreview)} data-testid="user-preview" style={style}>
      <Suspense fallback={<Loading />}>
        <Card user={props.user} />
      </Suspense>
    </div>
  );
}

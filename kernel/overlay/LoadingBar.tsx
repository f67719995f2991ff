import { useRouterState } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { claimZIndex, useT } from '@kite/sdk';
import { overlayMessages as m } from './messages';

/** A thin bar at the top while the main router loads a page (spec 1 §2.7). */
export function LoadingBar(props: { router: AnyRouter }) {
  const t = useT();
  const [z] = useState(() => claimZIndex('high'));
  const loading = useRouterState({ router: props.router, select: (s) => s.isLoading || s.status === 'pending' });
  if (!loading) return null;
  return <div className="kite-loading-bar" style={{ zIndex: z }} role="progressbar" aria-label={t(m.processing)} />;
}

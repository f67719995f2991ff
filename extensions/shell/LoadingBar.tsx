import { useState } from 'react';
import { claimZIndex, useT } from '@kite/sdk';
import { overlayMessages as m } from './loadingMessages';

/** A thin bar at the top while the main router loads a page (spec 1 §2.7). */
export function LoadingBar(props: { loading: boolean }) {
  const t = useT();
  const [z] = useState(() => claimZIndex('high'));
  if (!props.loading) return null;
  return <div className="kite-loading-bar" style={{ zIndex: z }} role="progressbar" aria-label={t(m.processing)} />;
}

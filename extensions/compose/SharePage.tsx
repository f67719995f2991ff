import { useState } from 'react';
import { Composer, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { composeMessages as m } from './messages';

/**
 * /share (minimal shell): the form prefilled from the query — title, text, url joined
 * like Misskey — plus visibility and localOnly when given.
 */
export default function SharePage(props: RouteProps) {
  const t = useT();
  const composer = useService(Composer);
  const q = props.query;
  const [done, setDone] = useState(false);
  const text = [q.title ? `【${q.title}】` : '', q.text ?? '', q.url ?? ''].filter((s) => s !== '').join('\n');
  const vis = ['public', 'home', 'followers', 'specified'].includes(q.visibility ?? '') ? (q.visibility as 'public') : undefined;
  if (done) return <p role="status" className="kite-panel">{t(m.sharedPosted)}</p>;
  return (
    <main className="kite-panel" aria-label={t(m.share)}>
      <h1 className="kite-page-title">{t(m.share)}</h1>
      <composer.PostForm initialText={text} initialVisibility={vis} initialLocalOnly={q.localOnly === '1' || q.localOnly === 'true' ? true : undefined} autofocus onPosted={() => setDone(true)} />
    </main>
  );
}

import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import {
  AiScriptRunner,
  Api,
  I18n,
  Dialogs,
  Link,
  Navigation,
  ResultScreen,
  Toasts,
  UserName,
  isApiError,
  useOptionalService,
  useService,
  useT,
  useTn,
  useViewer,
} from '@kite/sdk';
import type { AiScriptAppViewProps, PageAction, RouteProps } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import { Button } from '@kite/sdk/kit';
import { copyLink, shareLink } from './share';
import { playMessages as m } from './messages';
import './play.css';

const acct = (u: entities.UserLite) => (u.host ? `${u.username}@${u.host}` : u.username);

/** /play/:id — the Play running in the sandbox, with restart, likes and sharing. */
export default function PlayPage({ params }: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const id = params.id ?? '';
  return (
    <Deferred
      load={() =>
        api.request('flash/show', { flashId: id }).catch((e: unknown) => {
          if (isApiError(e) && e.code === 'NO_SUCH_FLASH') return null;
          throw e;
        })
      }
      deps={[id]}
      errorText={t(m.failed)}
    >
      {(flash) => (flash ? <PlayView key={flash.id} initial={flash} /> : <ResultScreen kind="notFound" title={t(m.notFound)} />)}
    </Deferred>
  );
}

/** The sandbox's app view, loaded on first use (the sandbox is not part of this page's chunk). */
function useAppView(): ComponentType<AiScriptAppViewProps> | null {
  const runner = useService(AiScriptRunner);
  const [view, setView] = useState<{ c: ComponentType<AiScriptAppViewProps> } | null>(null);
  useEffect(() => {
    let gone = false;
    void runner.loadAppView().then((c) => !gone && setView({ c }));
    return () => {
      gone = true;
    };
  }, [runner]);
  return view?.c ?? null;
}

/** A script running in the sandbox with its `Ui:` drawn (the view the AiScriptRunner service lends). */
export function RunningApp(props: AiScriptAppViewProps) {
  const view = useAppView();
  return view ? createElement(view, props) : null;
}

function PlayView({ initial }: { initial: entities.Flash }) {
  const t = useT();
  const tn = useTn();
  const i18n = useService(I18n);
  const api = useService(Api);
  const nav = useService(Navigation);
  const dialogs = useOptionalService(Dialogs);
  const toasts = useOptionalService(Toasts);
  const who = useViewer();
  const [flash, setFlash] = useState(initial);
  const [runKey, setRunKey] = useState(0);
  const mine = who.me?.id === flash.userId;
  const url = `${location.origin}/play/${flash.id}`;
  const toggleLike = async () => {
    const liked = Boolean(flash.isLiked);
    await api.requestWithUi(liked ? 'flash/unlike' : 'flash/like', { flashId: flash.id });
    setFlash({ ...flash, isLiked: !liked, likedCount: flash.likedCount + (liked ? -1 : 1) });
  };
  const del = async () => {
    if (!dialogs || !(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { title: flash.title }) }))) return;
    await api.requestWithUi('flash/delete', { flashId: flash.id });
    nav.push('/play');
  };
  const actions: PageAction[] = mine
    ? [
        { text: t(m.edit), icon: 'pencil', onClick: () => nav.push(`/play/${flash.id}/edit`) },
        ...(dialogs ? [{ text: t(m.delete), icon: 'trash' as const, onClick: () => void del() }] : []),
      ]
    : [];
  return (
    <div className="kite-play-page">
      <PageHeader title={flash.title} icon="play" actions={actions} />
      <section className="kite-play-stage" aria-label={flash.title}>
        <RunningApp code={flash.script} runKey={runKey} emptyText={t(m.empty)} />
      </section>
      <div className="kite-play-actions">
        <Button onClick={() => setRunKey((k) => k + 1)}>{t(m.restart)}</Button>
        {who.signedIn && !mine ? (
          <Button aria-pressed={Boolean(flash.isLiked)} onClick={() => void toggleLike()}>
            {t(flash.isLiked ? m.unlike : m.like)} ({flash.likedCount})
          </Button>
        ) : (
          <span>{tn(flash.likedCount, { one: m.likesOne, other: m.likes })}</span>
        )}
        <Button onClick={() => void shareLink(flash.title, url, toasts, t(m.copied))}>{t(m.share)}</Button>
        <Button onClick={() => void copyLink(url, toasts, t(m.copied))}>{t(m.copyLink)}</Button>
      </div>
      <article className="kite-play-about">
        <h1>{flash.title}</h1>
        {flash.summary && <p>{flash.summary}</p>}
        <p className="kite-play-meta">
          <Link to={`/@${acct(flash.user)}`}>
            <UserName user={flash.user} />
          </Link>
          {' · '}
          <time dateTime={flash.updatedAt}>{i18n.formatDate(new Date(flash.updatedAt), { dateStyle: 'medium' })}</time>
        </p>
        <details>
          <summary>{t(m.script)}</summary>
          <pre className="kite-play-source">
            <code>{flash.script}</code>
          </pre>
        </details>
      </article>
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { RouteProps } from '@kite/sdk';
import { Api, Loading, safeHttpUrl, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { pluginMessages as m } from '../messages';
import { InstallForm } from './InstallPage';
import './plugins.css';

type Phase = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'ready'; code: string };

/**
 * /install-extensions?url=…&hash=… (and the old /install-extentions): the server fetches the
 * resource and checks its hash (`fetch-external-resources`); the code is shown in the same
 * install form, with the same checks, before anything is installed.
 */
export default function InstallFromLinkPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const url = props.query.url ?? '';
  const hash = props.query.hash ?? '';
  const [fetched, setFetched] = useState<Phase>({ kind: 'loading' });
  const valid = Boolean(safeHttpUrl(url)) && hash !== '';
  const phase: Phase = valid ? fetched : { kind: 'error', text: t(m.invalidLink) };

  useEffect(() => {
    if (!valid) return;
    let live = true;
    api.request('fetch-external-resources', { url, hash }).then(
      (res) => live && setFetched({ kind: 'ready', code: res.data }),
      () => live && setFetched({ kind: 'error', text: t(m.fetchFailed, { url }) }),
    );
    return () => {
      live = false;
    };
  }, [api, url, hash, t, valid]);

  return (
    <article className="kite-panel">
      <PageHeader title={t(m.installFromLink)} icon="puzzle" />
      {phase.kind === 'loading' && <Loading />}
      {phase.kind === 'error' && (
        <p className="kite-plugins-error" role="alert">
          {phase.text}
        </p>
      )}
      {phase.kind === 'ready' && (
        <>
          <p>{t(m.installFromLinkText)}</p>
          <p className="kite-plugins-meta">{url}</p>
          <InstallForm initialCode={phase.code} />
        </>
      )}
    </article>
  );
}

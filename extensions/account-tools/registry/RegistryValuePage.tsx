import { useId, useState } from 'react';
import { Api, Dialogs, I18n, Link, Navigation, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { LoadState } from '../LoadState';
import { checkJson, keysPath, parseRegistryParams } from './registryPath';

/**
 * `/registry/value/:domain/:path(*)?`: one registry value as JSON (`i/registry/get-detail`),
 * edited and saved with `i/registry/set` — text that is not JSON is refused with the parser's
 * reason and kept as typed — or deleted (`i/registry/remove`) after a confirm.
 */
export default function RegistryValuePage(props: RouteProps) {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const nav = useService(Navigation);
  const dialogs = useOptionalService(Dialogs);
  const editorId = useId();
  const { domain, segments } = parseRegistryParams(props.params);
  const scope = segments.slice(0, -1);
  const key = segments.at(-1) ?? '';
  const id = `${domain ?? '@'}:${segments.join('/')}`;
  const loaded = useLoad(`value:${id}`, () =>
    api.request('i/registry/get-detail', { scope, key, domain }).catch((e: unknown) => {
      if (isApiError(e) && e.code === 'NO_SUCH_KEY') return null;
      throw e;
    }),
  );
  // The editor's text, per value shown (a draft for another key is not carried over).
  const [draft, setDraft] = useState<{ id: string; text: string } | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const detail = loaded.data;
  const text = draft?.id === id ? draft.text : detail ? JSON.stringify(detail.value, null, 2) : '';

  const save = async () => {
    const parsed = checkJson(text);
    if (!parsed.ok) return setStatus({ ok: false, text: t(m.invalidJson, { error: parsed.error }) });
    try {
      await api.request('i/registry/set', { scope, key, domain, value: parsed.value });
      setStatus({ ok: true, text: t(m.saved) });
    } catch (e) {
      setStatus({ ok: false, text: t(m.failed, { error: errorText(e, t) }) });
    }
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteKeyConfirm, { key }), okText: t(m.delete) }))) return;
    try {
      await api.request('i/registry/remove', { scope, key, domain });
      nav.push(keysPath(domain, scope));
    } catch (e) {
      setStatus({ ok: false, text: t(m.failed, { error: errorText(e, t) }) });
    }
  };
  return (
    <div className="kite-registry">
      <PageHeader title={key} subtitle={t(m.scopeOf, { scope: scope.join(' / ') })} icon="server" />
      <div className="kite-settings-page">
        <p>
          <Link to="/registry">{t(m.registry)}</Link> › <Link to={keysPath(domain, scope)}>{scope.join(' / ')}</Link> › <code>{key}</code>
        </p>
        {detail === null ? (
          <p role="alert">{t(m.noSuchKey)}</p>
        ) : !detail ? (
          <LoadState loaded={loaded} />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <section>
              <p className="kite-settings-note">{t(m.updatedAt, { date: i18n.formatDate(new Date(detail.updatedAt)) })}</p>
              <div className="kite-settings-field">
                <label htmlFor={editorId}>{t(m.value)}</label>
                <textarea
                  id={editorId}
                  className="kite-registry-editor"
                  rows={14}
                  spellCheck={false}
                  value={text}
                  onChange={(e) => {
                    setDraft({ id, text: e.target.value });
                    setStatus(null);
                  }}
                />
              </div>
              {status && (
                <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'kite-at-ok' : 'kite-at-error'}>
                  {status.text}
                </p>
              )}
              <div className="kite-settings-actions">
                <Button variant="primary" type="submit">
                  {t(m.save)}
                </Button>
                <Button variant="danger" onClick={() => void remove()}>
                  {t(m.deleteKey)}
                </Button>
              </div>
            </section>
          </form>
        )}
      </div>
    </div>
  );
}

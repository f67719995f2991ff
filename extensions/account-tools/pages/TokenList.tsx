import { useState } from 'react';
import { Api, Dialogs, I18n, useOptionalService, useService, useT, useTn } from '@kite/sdk';
import { PermissionName } from '@kite/sdk/pageKit';
import type { EndpointRes } from '@kite/sdk';
import { safeHttpUrl } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { LoadState } from '../LoadState';

type Token = EndpointRes<'i/apps'>[number];

/**
 * The tokens and apps with access to the account (`i/apps`, most recently used first): name,
 * icon, what each may do, when made and last used; revoking (after a confirm) ends its access.
 * `version` changes when the caller made a token, so the list loads again.
 */
export function TokenList(props: { version: number }) {
  const t = useT();
  // Dates in the interface's language (the browser's own locale may differ).
  const i18n = useService(I18n);
  const when = (iso: string | undefined) => (iso ? i18n.formatDate(new Date(iso)) : null);
  const tn = useTn();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const loaded = useLoad(`apps:${props.version}`, () => api.request('i/apps', { sort: '+lastUsedAt' }));
  const [error, setError] = useState<string | null>(null);
  const revoke = async (tok: Token) => {
    const name = tok.name ?? t(m.unnamed);
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.revokeConfirm, { name }), okText: t(m.revoke) }))) return;
    try {
      await api.request('i/revoke-token', { tokenId: tok.id });
      setError(null);
      loaded.reload();
    } catch (e) {
      setError(t(m.failed, { error: errorText(e, t) }));
    }
  };
  const list = loaded.data;
  return (
    <section aria-labelledby="kite-tokens-h">
      <h2 id="kite-tokens-h">{t(m.existingTokens)}</h2>
      <LoadState loaded={loaded} />
      {error && (
        <p role="alert" className="kite-at-error">
          {error}
        </p>
      )}
      {list && list.length === 0 && <p>{t(m.noTokens)}</p>}
      {list && list.length > 0 && (
        <ul className="kite-at-list" aria-label={t(m.existingTokens)}>
          {list.map((tok) => {
            const name = tok.name ?? t(m.unnamed);
            const icon = safeHttpUrl(tok.iconUrl ?? '');
            return (
              <li key={tok.id} className="kite-at-item" data-token={tok.id}>
                <div className="kite-at-item-head">
                  {icon && <img src={icon.href} alt="" width={28} height={28} className="kite-at-icon" />}
                  <strong>{name}</strong>
                  <Button variant="danger" aria-label={t(m.revokeOf, { name })} onClick={() => void revoke(tok)}>
                    {t(m.revoke)}
                  </Button>
                </div>
                {tok.description && <p>{tok.description}</p>}
                <p className="kite-settings-note">
                  {t(m.createdAt, { date: when(tok.createdAt) ?? '' })} · {t(m.lastUsed, { date: when(tok.lastUsedAt) ?? t(m.never) })}
                </p>
                <details>
                  <summary>{tn(tok.permission.length, { one: m.permissionOne, other: m.permissionCount })}</summary>
                  <ul className="kite-at-perms">
                    {tok.permission.map((p) => (
                      <li key={p}>
                        <PermissionName permission={p} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

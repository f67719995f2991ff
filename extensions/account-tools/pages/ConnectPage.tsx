import { useId, useState } from 'react';
import { permissions } from 'misskey-js/consts.js';
import { Api, useService, useT } from '@kite/sdk';
import { PermissionName } from '@kite/sdk/pageKit';
import { Button, errorText } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { titles } from '../titles';
import { TokenList } from './TokenList';

/**
 * `/settings/connect`: make an access token with a name and a chosen set of permissions
 * (`miauth/gen-token`), shown once to copy; below, every token with access and its revoke button.
 */
export default function ConnectPage() {
  const t = useT();
  const api = useService(Api);
  const ids = { name: useId() };
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(['read:account']));
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [version, setVersion] = useState(0);
  const toggle = (p: string, on: boolean) =>
    setChosen((s) => {
      const n = new Set(s);
      if (on) n.add(p);
      else n.delete(p);
      return n;
    });
  const generate = async () => {
    if (!name.trim()) return setProblem(t(m.needName));
    if (chosen.size === 0) return setProblem(t(m.needPermission));
    setProblem(null);
    try {
      const { token } = await api.request('miauth/gen-token', {
        session: null,
        name: name.trim(),
        permission: permissions.filter((p) => chosen.has(p)),
      });
      setCreated(token);
      setCopied(false);
      setName('');
      setVersion((v) => v + 1);
    } catch (e) {
      setProblem(t(m.failed, { error: errorText(e, t) }));
    }
  };
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created).catch(() => {});
    setCopied(true);
  };
  return (
    <div className="kite-settings-page kite-connect">
      <h1>{t(titles.connect)}</h1>
      <p className="kite-settings-note">{t(m.tokensHelp)}</p>
      {created && (
        <section className="kite-at-created" aria-live="polite">
          <p>{t(m.tokenCreated)}</p>
          <p>
            <code data-testid="new-token">{created}</code>
          </p>
          <div className="kite-settings-actions">
            <Button onClick={() => void copy()}>{copied ? t(m.copied) : t(m.copy)}</Button>
            <Button onClick={() => setCreated(null)}>{t(m.dismiss)}</Button>
          </div>
        </section>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <section aria-labelledby="kite-gen-h">
          <h2 id="kite-gen-h">{t(m.generateToken)}</h2>
          <div className="kite-settings-field">
            <label htmlFor={ids.name}>{t(m.tokenName)}</label>
            <input id={ids.name} value={name} maxLength={128} onChange={(e) => setName(e.target.value)} />
          </div>
          <fieldset className="kite-at-perm-picker">
            <legend>{t(m.permissionsLegend)}</legend>
            <div className="kite-settings-row">
              <Button onClick={() => setChosen(new Set(permissions))}>{t(m.selectAll)}</Button>
              <Button onClick={() => setChosen(new Set())}>{t(m.selectNone)}</Button>
            </div>
            <div className="kite-at-perm-grid">
              {permissions.map((p) => (
                <label key={p}>
                  <input type="checkbox" checked={chosen.has(p)} onChange={(e) => toggle(p, e.target.checked)} />
                  <PermissionName permission={p} />
                </label>
              ))}
            </div>
          </fieldset>
          {problem && (
            <p role="alert" className="kite-at-error">
              {problem}
            </p>
          )}
          <div className="kite-settings-actions">
            <Button variant="primary" type="submit">
              {t(m.generate)}
            </Button>
          </div>
        </section>
      </form>
      <TokenList version={version} />
    </div>
  );
}

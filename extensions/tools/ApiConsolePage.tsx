import { useEffect, useId, useState } from 'react';
import { Api, isApiError, useService, useT } from '@kite/sdk';
import type { ApiService, EndpointName } from '@kite/sdk';
import { Button, Field, SwitchRow } from '@kite/sdk/kit';
import { PageHeader } from '@kite/sdk/pageKit';
import { endpointProblem, parseParams } from './endpointRule';
import { toolsMessages as m } from './messages';
import { toolsNavMessages as nav } from './navMessages';
import './tools.css';

/** Checked by `endpointProblem` first: only then is the text sent as a name under this server's /api/. */
function isSendable(name: string): name is EndpointName {
  return endpointProblem(name) === null;
}

interface Answer {
  status: number | null;
  body: string;
}

/** Calls `endpoint` and returns its HTTP status and pretty-printed body, whatever the server answered. */
async function call(api: ApiService, endpoint: EndpointName, params: Record<string, unknown>, withCredential: boolean): Promise<Answer> {
  try {
    const res: unknown = await api.request(endpoint, params, withCredential ? undefined : { token: null });
    return res === undefined ? { status: 204, body: '' } : { status: 200, body: JSON.stringify(res, null, 2) };
  } catch (e) {
    if (!isApiError(e)) throw e;
    const error = { code: e.code, id: e.id, message: e.message, kind: e.kind, info: e.info };
    return { status: e.status ?? null, body: JSON.stringify({ error }, null, 2) };
  }
}

/** /api-console: send one request to this server's API and read the answer and its status. */
export default function ApiConsolePage() {
  const t = useT();
  const api = useService(Api);
  const listId = useId();
  const [names, setNames] = useState<readonly string[]>([]);
  const [endpoint, setEndpoint] = useState('');
  const [paramsText, setParamsText] = useState('{}');
  const [withCredential, setWithCredential] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);

  // The autocomplete list; without it the field still works.
  useEffect(() => {
    api.request('endpoints', {}).then(
      (list) => setNames(list),
      () => setNames([]),
    );
  }, [api]);

  const send = async () => {
    const name = endpoint.trim();
    const why = endpointProblem(name);
    if (why) return setProblem(t(why === 'empty' ? m.emptyEndpoint : m.invalidEndpoint));
    const params = parseParams(paramsText);
    if (!params) return setProblem(t(m.invalidJson));
    if (!isSendable(name)) return;
    setProblem(null);
    setSending(true);
    try {
      setAnswer(await call(api, name, params, withCredential));
    } finally {
      setSending(false);
    }
  };

  return (
    <article className="kite-panel kite-tools">
      <PageHeader title={t(nav.apiConsole)} icon="code" />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <Field label={t(m.endpoint)} after={<p className="kite-tools-hint">{t(m.endpointHint)}</p>}>
          {(id) => (
            <input
              id={id}
              type="text"
              list={listId}
              autoComplete="off"
              spellCheck={false}
              value={endpoint}
              onChange={(e) => setEndpoint(e.target.value)}
              aria-invalid={problem !== null}
            />
          )}
        </Field>
        <datalist id={listId}>
          {names.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <Field label={t(m.params)}>
          {(id) => (
            <textarea
              id={id}
              className="kite-tools-code"
              rows={5}
              spellCheck={false}
              value={paramsText}
              onChange={(e) => setParamsText(e.target.value)}
            />
          )}
        </Field>
        <SwitchRow label={t(m.withCredential)} checked={withCredential} onChange={setWithCredential} />
        {problem && (
          <p role="alert" className="kite-tools-error">
            {problem}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? t(m.sending) : t(m.send)}
        </Button>
      </form>
      {answer && (
        <section aria-label={t(m.response)} className="kite-tools-answer">
          <p role="status">{answer.status === null ? t(m.noStatus) : t(m.status, { status: String(answer.status) })}</p>
          {answer.body && <pre className="kite-tools-code">{answer.body}</pre>}
        </section>
      )}
    </article>
  );
}

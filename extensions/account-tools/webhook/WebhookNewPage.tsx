import { Api, Navigation, useService, useT } from '@kite/sdk';
import { errorText } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { WebhookForm } from './WebhookForm';

/** `/settings/webhook/new`: a new webhook (`i/webhooks/create`); saved, it opens the list. */
export default function WebhookNewPage() {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  return (
    <div className="kite-settings-page">
      <h1>{t(m.webhookNew)}</h1>
      <WebhookForm
        initial={{ name: '', url: '', secret: '', on: [], active: true }}
        editing={false}
        submitLabel={t(m.create)}
        onSubmit={async (d) => {
          try {
            await api.request('i/webhooks/create', { name: d.name, url: d.url, secret: d.secret, on: d.on });
            nav.push('/settings/webhook');
            return null;
          } catch (e) {
            return t(m.failed, { error: errorText(e, t) });
          }
        }}
      />
    </div>
  );
}

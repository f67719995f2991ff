import { useCallback, useSyncExternalStore } from 'react';
import { ExtensionHost, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { aboutMessages as m } from './messages';

export default function AboutKitePage() {
  const t = useT();
  const host = useService(ExtensionHost);
  const subscribe = useCallback((fn: () => void) => host.subscribe(fn), [host]);
  const statuses = useSyncExternalStore(subscribe, () => host.list());
  const active = statuses.filter((s) => s.state === 'active').length;
  return (
    <article className="kite-panel">
      <PageHeader title={t(m.aboutKite)} icon="info" />
      <p>{t(m.tagline)}</p>
      <dl>
        <dt>{t(m.version)}</dt>
        <dd data-testid="kite-version">{__KITE_VERSION__}</dd>
        <dt>{t(m.license)}</dt>
        <dd>{t(m.licenseText)}</dd>
        <dt>{t(m.extensions)}</dt>
        <dd>{t(m.extensionsCount, { count: active })}</dd>
      </dl>
    </article>
  );
}

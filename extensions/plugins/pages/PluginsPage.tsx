import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { Config, Dialogs, Link, Toasts, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { pluginMessages as m } from '../messages';
import { getContext } from '../context';
import { ensureRuntime } from '../host/start';
import { uninstallPlugin } from '../host/install';
import type { InstalledPlugin } from '../store';
import { PluginCard } from './PluginCard';
import './plugins.css';

/** /settings/plugin: installed plugins (spec 2 §2 screen 13). */
export default function PluginsPage() {
  const t = useT();
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const safeMode = useService(Config).safeMode === true;
  const runtime = useMemo(() => ensureRuntime(getContext()), []);
  const subscribe = useCallback((fn: () => void) => runtime.subscribe(fn), [runtime]);
  const plugins = useSyncExternalStore(subscribe, () => runtime.list());

  const uninstall = async (p: InstalledPlugin) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.uninstallConfirm, { name: p.name }) }))) return;
    try {
      await uninstallPlugin(getContext(), runtime, p.installId, globalThis.localStorage);
    } catch (e) {
      toasts.show(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <article className="kite-panel">
      <PageHeader title={t(m.plugins)} icon="puzzle" />
      {safeMode && <p role="status">{t(m.safeMode)}</p>}
      <p>
        <Link to="/settings/plugin/install" className="kite-button">
          {t(m.install)}
        </Link>
      </p>
      <p className="kite-plugins-meta">{t(m.extrasHelp)}</p>
      {plugins.length === 0 && <p>{t(m.noPlugins)}</p>}
      {plugins.map((p) => (
        <PluginCard key={p.installId} plugin={p} runtime={runtime} onUninstall={(x) => void uninstall(x)} />
      ))}
    </article>
  );
}

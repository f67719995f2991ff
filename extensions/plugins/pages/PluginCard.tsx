import { useCallback, useState, useSyncExternalStore } from 'react';
import { Dialogs, useService, useT } from '@kite/sdk';
import { pluginMessages as m } from '../messages';
import type { InstalledPlugin } from '../store';
import type { PluginRuntime } from '../host/runtime';
import { ConfigForm } from './ConfigForm';

/** One installed plugin: its facts, switch, restart, settings, uninstall and log. */
const STOPPED = {
  'not responding': m.stateStopped,
  budget: m.stateBudget,
  flood: m.stateFlood,
  dialogs: m.stateFlood,
  person: m.stateStoppedByPerson,
} as const;

export function PluginCard(props: { plugin: InstalledPlugin; runtime: PluginRuntime; onUninstall: (p: InstalledPlugin) => void }) {
  const { plugin: p, runtime } = props;
  const t = useT();
  const dialogs = useService(Dialogs);
  const [configOpen, setConfigOpen] = useState(false);
  const subscribe = useCallback((fn: () => void) => runtime.logs.subscribe(fn), [runtime]);
  const logs = useSyncExternalStore(subscribe, () => runtime.logs.of(p.installId));
  const state = runtime.state(p.installId);
  const headingId = `kite-plugin-${p.installId}`;

  const openConfig = () => {
    if (!p.config) void dialogs.alert({ type: 'info', text: t(m.noConfig) });
    else setConfigOpen((v) => !v);
  };

  return (
    <section className="kite-plugins-card" aria-labelledby={headingId} data-plugin={p.name}>
      <h2 id={headingId}>{p.name}</h2>
      <p className="kite-plugins-meta">
        {t(m.version, { version: p.version })} · {t(m.by, { author: p.author })} · AiScript {p.line === '1' ? '1.x' : '0.x'}
      </p>
      {p.description && <p>{p.description}</p>}
      {p.permissions.length > 0 && <p className="kite-plugins-meta">{t(m.permissions, { list: p.permissions.join(', ') })}</p>}
      <p className="kite-plugins-meta" data-state={state}>
        {state === 'running'
          ? t(m.stateRunning)
          : state === 'stopped'
            ? t(STOPPED[runtime.stopReason(p.installId) ?? 'not responding'])
            : t(m.stateInactive)}
      </p>
      <div className="kite-plugins-row">
        <label>
          <input type="checkbox" checked={p.active} onChange={(e) => void runtime.setActive(p.installId, e.target.checked)} /> {t(m.active)}
        </label>
        <button type="button" className="kite-button" onClick={() => void runtime.restart(p.installId)} disabled={!p.active}>
          {t(m.restart)}
        </button>
        <button type="button" className="kite-button" onClick={openConfig} aria-expanded={p.config ? configOpen : undefined}>
          {t(m.config)}
        </button>
        <button type="button" className="kite-button" onClick={() => props.onUninstall(p)}>
          {t(m.uninstall)}
        </button>
      </div>
      {configOpen && p.config && (
        <ConfigForm
          items={p.config}
          values={p.configData}
          onSave={(data) => {
            setConfigOpen(false);
            void runtime.setConfig(p.installId, data);
          }}
        />
      )}
      <details>
        <summary>{t(m.logs)}</summary>
        <div className="kite-plugins-output" role="log" aria-label={`${t(m.logs)}: ${p.name}`}>
          {logs.length === 0
            ? t(m.noLogs)
            : logs.map((l, i) => (
                <div key={i} className={l.level === 'err' ? 'err' : undefined}>
                  {l.text}
                </div>
              ))}
        </div>
      </details>
    </section>
  );
}

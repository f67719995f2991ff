import { useState } from 'react';
import { useT } from '@kite/sdk';
import { pluginMessages as m } from '../messages';
import type { ConfigItem } from '../sandbox/protocol';
import type { InstalledPlugin } from '../store';

type Values = InstalledPlugin['configData'];

/** The form built from a plugin's `config` metadata (string, number, boolean items). */
export function ConfigForm(props: { items: Record<string, ConfigItem>; values: Values; onSave: (v: Values) => void }) {
  const t = useT();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(Object.entries(props.items).map(([k, item]) => [k, props.values[k] ?? item.default])),
  );
  const set = (k: string, v: string | number | boolean) => setValues((prev) => ({ ...prev, [k]: v }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(values);
      }}
    >
      {Object.entries(props.items).map(([k, item]) => {
        const id = `kite-plugin-config-${k}`;
        const v = values[k];
        return (
          <div key={k} className="kite-plugins-row">
            {item.type === 'boolean' ? (
              <label htmlFor={id}>
                <input id={id} type="checkbox" checked={v === true} onChange={(e) => set(k, e.target.checked)} /> {item.label ?? k}
              </label>
            ) : (
              <>
                <label htmlFor={id}>{item.label ?? k}</label>
                <input
                  id={id}
                  type={item.type === 'number' ? 'number' : 'text'}
                  value={v === null || v === undefined ? '' : String(v)}
                  onChange={(e) => set(k, item.type === 'number' ? Number(e.target.value) : e.target.value)}
                />
              </>
            )}
            {item.description && <span className="kite-plugins-meta">{item.description}</span>}
          </div>
        );
      })}
      <button type="submit" className="kite-button kite-button-primary">
        {t(m.save)}
      </button>
    </form>
  );
}

import { useT } from '@kite/sdk';
import { NumberRow, SelectRow, SwitchRow } from '@kite/sdk/kit';
import { policyDefs, policyOf } from './policies';
import type { PolicyValue } from './policies';
import { rolesMessages as m } from './messages';

type Policies = Readonly<Record<string, { value?: number | boolean; priority?: number; useDefault?: boolean }>>;

/** Every policy of a role, each folded: "use the default" or its own value, and its priority. */
export function PolicyEditor({
  policies,
  base,
  onChange,
}: {
  policies: Policies;
  /** The server's default policies (what "use the default" means). */
  base: Readonly<Record<string, unknown>>;
  onChange: (p: Policies) => void;
}) {
  const t = useT();
  const set = (key: string, v: PolicyValue) => onChange({ ...policies, [key]: v });
  const shown = (v: number | boolean) => (typeof v === 'boolean' ? (v ? '✓' : '✗') : String(v));
  return (
    <section className="kite-admin-section" aria-label={t(m.policies)}>
      <h2>{t(m.policies)}</h2>
      {policyDefs.map((d) => {
        const p = policyOf(policies, d.key, base[d.key], d.kind);
        return (
          <details key={d.key} className="kite-admin-policy" data-policy={d.key}>
            <summary>
              <span>{t(d.label)}</span>
              <span className="kite-admin-muted">
                {p.useDefault ? `${t(m.useDefault)} (${shown(policyOf({}, d.key, base[d.key], d.kind).value)})` : shown(p.value)}
              </span>
            </summary>
            <div className="kite-admin-policy-body">
              <SwitchRow label={t(m.useDefault)} checked={p.useDefault} onChange={(useDefault) => set(d.key, { ...p, useDefault })} />
              {!p.useDefault &&
                (d.kind === 'boolean' ? (
                  <SwitchRow label={t(d.label)} checked={p.value === true} onChange={(value) => set(d.key, { ...p, value })} />
                ) : (
                  <NumberRow
                    label={t(d.label)}
                    value={typeof p.value === 'number' ? p.value : 0}
                    min={0}
                    max={2_147_483_647}
                    onChange={(value) => set(d.key, { ...p, value })}
                  />
                ))}
              {!p.useDefault && (
                <SelectRow
                  label={t(m.priority)}
                  value={p.priority}
                  options={[
                    { value: 0, text: t(m.priorityLow) },
                    { value: 1, text: t(m.priorityMiddle) },
                    { value: 2, text: t(m.priorityHigh) },
                  ]}
                  onChange={(priority) => set(d.key, { ...p, priority })}
                />
              )}
            </div>
          </details>
        );
      })}
    </section>
  );
}

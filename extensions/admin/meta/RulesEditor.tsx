import { useId } from 'react';
import { useT } from '@kite/sdk';
import { Button, IconButton } from '@kite/sdk/kit';
import type { Draft } from './form';
import type { MetaForm } from './useMetaForm';
import { metaMessages as m } from './messages';

/** The server rules (a section of their own, under their heading) as an ordered list: edit a rule in place, add one, move one up or down, remove one. */
export function RulesEditor({ form }: { form: MetaForm & { draft: Draft } }) {
  const t = useT();
  const id = useId();
  const rules = form.draft.serverRules;
  const put = (next: string[]) => form.set('serverRules', next);
  const move = (i: number, by: number) => {
    const next = [...rules];
    const [r] = next.splice(i, 1);
    next.splice(i + by, 0, r ?? '');
    put(next);
  };
  return (
    <div className="kite-admin-meta-rules" role="group" aria-labelledby={`${id}-l`} aria-describedby={`${id}-h`}>
      <h2 id={`${id}-l`}>
        {t(m.serverRules)}
        {'serverRules' in form.changes && <span className="kite-admin-meta-changed"> ({t(m.changed)})</span>}
      </h2>
      <p id={`${id}-h`} className="kite-admin-muted kite-admin-meta-hint">
        {t(m.serverRulesHint)}
      </p>
      <ol>
        {rules.map((rule, i) => (
          <li key={i}>
            <textarea
              rows={2}
              aria-label={t(m.rule, { n: i + 1 })}
              value={rule}
              onChange={(e) => put(rules.map((r, j) => (j === i ? e.target.value : r)))}
            />
            <span className="kite-admin-meta-rule-actions">
              <IconButton
                icon="chevronDown"
                className="kite-admin-meta-up"
                label={t(m.moveUp, { n: i + 1 })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />
              <IconButton
                icon="chevronDown"
                label={t(m.moveDown, { n: i + 1 })}
                disabled={i === rules.length - 1}
                onClick={() => move(i, 1)}
              />
              <IconButton icon="trash" label={t(m.removeRule, { n: i + 1 })} onClick={() => put(rules.filter((_, j) => j !== i))} />
            </span>
          </li>
        ))}
      </ol>
      <Button onClick={() => put([...rules, ''])}>{t(m.addRule)}</Button>
    </div>
  );
}

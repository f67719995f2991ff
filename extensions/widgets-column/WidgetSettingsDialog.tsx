import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { WidgetSettingField, WidgetSettingsForm } from '@kite/sdk';
import { fieldText, parseField, withDefaults } from './settingsForm';
import type { FieldProblem } from './settingsForm';
import { columnMessages as m } from './columnMessages';

function Field(props: {
  name: string;
  field: WidgetSettingField;
  value: string | boolean;
  problem: string | null;
  onChange: (v: string | boolean) => void;
}) {
  const t = useT();
  const id = useId();
  const { field, value, problem } = props;
  const label = t(field.label);
  const err = problem ? `${id}-err` : undefined;
  const common = { id, name: props.name, 'aria-invalid': problem ? true : undefined, 'aria-describedby': err };
  let control;
  if (field.type === 'boolean') {
    return (
      <label className="kite-wset-check">
        <input type="checkbox" name={props.name} checked={value === true} onChange={(e) => props.onChange(e.currentTarget.checked)} />
        {label}
      </label>
    );
  } else if (field.type === 'enum') {
    control = (
      <select {...common} value={String(value)} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {field.options.map((o) => (
          <option key={String(o.value)} value={fieldText(o.value)}>
            {t(o.label)}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'string' && field.multiline) {
    control = <textarea {...common} rows={4} value={String(value)} onChange={(e) => props.onChange(e.currentTarget.value)} />;
  } else {
    control = (
      <input
        {...common}
        type={field.type === 'number' ? 'number' : field.type === 'string' && field.url ? 'url' : 'text'}
        inputMode={field.type === 'number' ? 'decimal' : undefined}
        step={field.type === 'number' ? (field.step ?? 'any') : undefined}
        value={String(value)}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div className="kite-wset-field">
      <label htmlFor={id}>{label}</label>
      {control}
      {problem && (
        <p id={err} className="kite-wset-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * A widget's settings form (drawn from its `settings` declaration). Save checks every field;
 * a wrong one says why and keeps what was typed.
 */
export default function WidgetSettingsDialog(props: {
  name: string;
  form: WidgetSettingsForm;
  data: Readonly<Record<string, unknown>>;
  onSave: (data: Record<string, unknown>) => void;
  onClose: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const current = withDefaults(props.form, props.data);
  const [values, setValues] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(Object.entries(props.form).map(([k, f]) => [k, f.type === 'boolean' ? current[k] === true : fieldText(current[k])])),
  );
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const problemText = (p: FieldProblem) =>
    p.kind === 'number'
      ? t(m.notNumber)
      : p.kind === 'min'
        ? t(m.tooSmall, { min: p.min })
        : p.kind === 'max'
          ? t(m.tooLarge, { max: p.max })
          : t(m.notUrl);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, unknown> = { ...props.data };
    const found: Record<string, FieldProblem> = {};
    for (const [k, f] of Object.entries(props.form)) {
      const r = parseField(f, values[k] ?? '');
      if ('problem' in r) found[k] = r.problem;
      else next[k] = r.value;
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    props.onSave(next);
    props.onClose();
  };

  return (
    <Modal onClose={props.onClose} labelledBy={headingId} className="kite-wset">
      <form onSubmit={submit} noValidate>
        <h2 id={headingId}>{t(m.settingsTitle, { name: props.name })}</h2>
        {Object.entries(props.form).map(([k, f]) => (
          <Field
            key={k}
            name={k}
            field={f}
            value={values[k] ?? ''}
            problem={problems[k] ? problemText(problems[k]) : null}
            onChange={(v) => setValues((old) => ({ ...old, [k]: v }))}
          />
        ))}
        <div className="kite-wset-actions">
          <button type="button" className="kite-button" onClick={props.onClose}>
            {t(m.cancel)}
          </button>
          <button type="submit" className="kite-button kite-button-primary">
            {t(m.save)}
          </button>
        </div>
      </form>
    </Modal>
  );
}

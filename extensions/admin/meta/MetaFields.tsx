import { useId, useState } from 'react';
import { useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { Field, SelectRow, SwitchRow } from '@kite/sdk/kit';
import type { Draft, EditableKey } from './form';
import { NOT_NULL } from './form';
import type { MetaForm } from './useMetaForm';
import type { ChoiceSpec, FieldSpec, NumberSpec, SectionSpec, TextSpec } from './spec';
import { RulesEditor } from './RulesEditor';
import { metaMessages as m } from './messages';

type Ready = MetaForm & { draft: Draft };

/** The sections of a settings page, each under its heading; a section whose `when` fails is left out. */
export function MetaSections(props: { form: Ready; sections: readonly SectionSpec[] }) {
  const { form } = props;
  return props.sections
    .filter((s) => !s.when || s.when(form.draft))
    .map((s, i) => <Section key={s.title?.id ?? i} form={form} section={s} />);
}

function Section({ form, section }: { form: Ready; section: SectionSpec }) {
  const t = useT();
  const id = useId();
  const fields = section.fields
    .filter((f) => !f.when || f.when(form.draft))
    .map((f, i) => <MetaField key={'key' in f ? f.key : `rules${i}`} form={form} spec={f} />);
  if (!section.title) return <div className="kite-admin-section kite-admin-meta-fields">{fields}</div>;
  return (
    <section className="kite-admin-section kite-admin-meta-fields" aria-labelledby={id}>
      <h2 id={id}>{t(section.title)}</h2>
      {section.note && <p className="kite-admin-muted">{t(section.note)}</p>}
      {fields}
    </section>
  );
}

/** The label, marked while the setting differs from the saved one. */
function Label(props: { form: Ready; k: EditableKey; label: MessageKey }) {
  const t = useT();
  return (
    <>
      {t(props.label)}
      {props.k in props.form.changes && <span className="kite-admin-meta-changed"> ({t(m.changed)})</span>}
    </>
  );
}

function Hint(props: { id: string; text?: MessageKey }) {
  const t = useT();
  return props.text ? (
    <p id={props.id} className="kite-admin-muted kite-admin-meta-hint">
      {t(props.text)}
    </p>
  ) : null;
}

function MetaField({ form, spec }: { form: Ready; spec: FieldSpec }) {
  const hintId = useId();
  switch (spec.kind) {
    case 'rules':
      return <RulesEditor form={form} />;
    case 'text':
      return <TextField form={form} spec={spec} />;
    case 'lines':
      return (
        <Field label={<Label form={form} k={spec.key} label={spec.label} />} after={<Hint id={hintId} text={spec.hint ?? m.onePerLine} />}>
          {(id) => (
            <textarea
              id={id}
              rows={5}
              aria-describedby={hintId}
              value={form.draft[spec.key].join('\n')}
              onChange={(e) => form.set(spec.key, e.target.value.split('\n'))}
            />
          )}
        </Field>
      );
    case 'switch':
      return (
        <SwitchRow
          label={<Label form={form} k={spec.key} label={spec.label} />}
          checked={spec.invert ? !form.draft[spec.key] : form.draft[spec.key]}
          onChange={(on) => form.set(spec.key, spec.invert ? !on : on)}
          describedBy={spec.hint ? hintId : undefined}
          after={<Hint id={hintId} text={spec.hint} />}
        />
      );
    case 'number':
      return <NumberField form={form} spec={spec} />;
    case 'choice':
      return (
        <>
          <ChoiceField form={form} spec={spec} />
          <Hint id={hintId} text={spec.hint} />
        </>
      );
  }
}

function TextField({ form, spec }: { form: Ready; spec: TextSpec }) {
  const hintId = useId();
  const value = form.draft[spec.key] ?? '';
  const change = (text: string) => form.set(spec.key, text === '' && !NOT_NULL.has(spec.key) ? null : text);
  const problem = form.problems.find((p) => p.key === spec.key);
  return (
    <Field label={<Label form={form} k={spec.key} label={spec.label} />} after={<Hint id={hintId} text={spec.hint} />}>
      {(id) =>
        spec.multiline ? (
          <textarea
            id={id}
            rows={spec.code ? 8 : 4}
            className={spec.code ? 'kite-admin-meta-code' : undefined}
            spellCheck={!spec.code}
            aria-describedby={spec.hint ? hintId : undefined}
            aria-invalid={problem ? true : undefined}
            value={value}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <input
            id={id}
            type={spec.input ?? 'text'}
            autoComplete={spec.input === 'password' ? 'new-password' : 'off'}
            aria-describedby={spec.hint ? hintId : undefined}
            aria-invalid={problem ? true : undefined}
            value={value}
            onChange={(e) => change(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** A whole number typed freely: set once it is one within the range; emptied, it is null where the setting allows. */
function NumberField({ form, spec }: { form: Ready; spec: NumberSpec }) {
  const hintId = useId();
  const current = form.draft[spec.key];
  const [text, setText] = useState<{ for: number | null; text: string } | null>(null);
  // What was typed, as long as the setting still holds what it made (a save or a revert replaces it).
  const shown = text && text.for === current ? text.text : current == null ? '' : String(current);
  const change = (raw: string) => {
    const n = Number(raw);
    let next = current;
    if (raw.trim() === '') next = current === null || nullableNumber(spec.key) ? null : current;
    else if (Number.isInteger(n) && n >= spec.min && n <= spec.max) next = n;
    setText({ for: next, text: raw });
    if (next !== current) form.set(spec.key, next);
  };
  return (
    <Field label={<Label form={form} k={spec.key} label={spec.label} />} after={<Hint id={hintId} text={spec.hint} />}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={spec.min}
          max={spec.max}
          aria-describedby={spec.hint ? hintId : undefined}
          value={shown}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </Field>
  );
}

const nullableNumber = (k: EditableKey) => k === 'smtpPort' || k === 'objectStoragePort';

function ChoiceField<K extends ChoiceSpec['key']>(props: {
  form: Ready;
  spec: { key: K; label: MessageKey; options: readonly { value: Draft[K]; text: MessageKey }[] };
}) {
  const t = useT();
  const { form, spec } = props;
  return (
    <SelectRow
      label={<Label form={form} k={spec.key} label={spec.label} />}
      value={form.draft[spec.key]}
      options={spec.options.map((o) => ({ value: o.value, text: t(o.text) }))}
      onChange={(v) => form.set(spec.key, v)}
    />
  );
}

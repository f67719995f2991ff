import type { ReactNode } from 'react';
import { Field } from './Field';
import type { FieldLayout } from './Field';
import './switch.css';

/** A switch of a settings page: a checkbox inside its label, in one row, with what follows it (a hint). */
export function SwitchRow(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** The id of a help text elsewhere on the page that describes it. */
  describedBy?: string;
  after?: ReactNode;
}) {
  return (
    <div className="kite-settings-row">
      <label>
        <input
          type="checkbox"
          className="kite-switch"
          checked={props.checked}
          disabled={props.disabled}
          aria-describedby={props.describedBy}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        {props.label}
      </label>
      {props.after}
    </div>
  );
}

/** One choice of a `SelectRow`. */
export interface SelectOption<V extends string | number> {
  value: V;
  text: string;
  /** React key when two options could share a value's text form (defaults to the value). */
  key?: string;
}

/** A labelled select of a few values; `onChange` gets one of the options' values, never another string. */
export function SelectRow<V extends string | number>(props: {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  layout?: FieldLayout;
}) {
  const { options, onChange } = props;
  return (
    <Field label={props.label} layout={props.layout}>
      {(id) => (
        <select
          id={id}
          value={String(props.value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((o) => (
            <option key={o.key ?? String(o.value)} value={String(o.value)}>
              {o.text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled number input of whole numbers from `min` to `max`; what is typed outside them is not passed on. */
export function NumberRow(props: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  layout?: FieldLayout;
}) {
  const { min, max, onChange } = props;
  return (
    <Field label={props.label} layout={props.layout}>
      {(id) => (
        <input
          id={id}
          type="number"
          min={min}
          max={max}
          value={props.value}
          onChange={(e) => {
            const v = Math.round(Number(e.target.value));
            if (Number.isFinite(v) && v >= min && v <= max) onChange(v);
          }}
        />
      )}
    </Field>
  );
}

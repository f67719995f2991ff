import type { ReactNode } from 'react';
import { Field } from './Field';
import type { FieldLayout } from './Field';
import { Select } from './Select';
import type { SelectOption } from './Select';
import { Switch } from './Switch';

export type { SelectOption } from './Select';

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
        <Switch checked={props.checked} disabled={props.disabled} describedBy={props.describedBy} onChange={props.onChange} />
        {props.label}
      </label>
      {props.after}
    </div>
  );
}

/** A labelled select of a few values; `onChange` gets one of the options' values, never another string. */
export function SelectRow<V extends string | number>(props: {
  label: ReactNode;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  layout?: FieldLayout;
}) {
  return (
    <Field label={props.label} layout={props.layout}>
      {(id) => <Select id={id} value={props.value} options={props.options} onChange={props.onChange} />}
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

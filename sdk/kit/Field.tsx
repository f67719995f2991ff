import { useId } from 'react';
import type { ReactNode } from 'react';

/** How a labelled control is laid out: label above the control (`field`), or beside it in one line (`row`). */
export type FieldLayout = 'field' | 'row';

/** Props of `Field`: the label, the control (given the id the label points at) and the layout. */
export interface FieldProps {
  label: ReactNode;
  /** Renders the control; give it the `id` so the label names it. */
  children: (id: string) => ReactNode;
  layout?: FieldLayout;
  /** What follows the control (a help text, a button). */
  after?: ReactNode;
}

/** A settings field: a label and the control it names (`kite-settings-field`, or `kite-settings-row` in one line). */
export function Field({ label, children, layout = 'field', after }: FieldProps) {
  const id = useId();
  return (
    <div className={layout === 'row' ? 'kite-settings-row' : 'kite-settings-field'}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {after}
    </div>
  );
}

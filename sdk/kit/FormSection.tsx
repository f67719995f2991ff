import type { ReactNode } from 'react';
import './formSection.css';

/**
 * A titled group of a form's controls (the choices of a radio group, a poll's options): a
 * fieldset, so assistive technology names the group by its title, drawn as a heading over its
 * controls rather than the browser's framed box.
 */
export function FormSection(props: {
  label: ReactNode;
  /** A short text under the title that explains the group. */
  caption?: ReactNode;
  children: ReactNode;
  /** The page's own class for the group, beside the kit's. */
  className?: string;
}) {
  return (
    <fieldset className={props.className ? `kite-form-section ${props.className}` : 'kite-form-section'}>
      <legend>{props.label}</legend>
      {props.caption !== undefined && <p className="kite-form-section-caption">{props.caption}</p>}
      <div className="kite-form-section-body">{props.children}</div>
    </fieldset>
  );
}

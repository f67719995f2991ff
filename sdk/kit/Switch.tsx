import './switch.css';

/**
 * A switch: a real checkbox drawn as a track and knob in the theme's accent (so labels, keyboards
 * and screen readers treat it as one). Name it with a `<label htmlFor={id}>`, by wrapping it in a
 * label, or with `label` when nothing visible names it.
 */
export function Switch(props: {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The id a `<label htmlFor>` points at. */
  id?: string;
  /** The accessible name when no visible label names it. */
  label?: string;
  /** The id of a help text that describes it. */
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <input
      id={props.id}
      type="checkbox"
      className="kite-switch"
      checked={props.checked}
      disabled={props.disabled}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      onChange={(e) => props.onChange(e.target.checked)}
    />
  );
}

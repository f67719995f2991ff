import './select.css';

/** One choice of a `Select` or `SelectRow`. */
export interface SelectOption<V extends string | number> {
  value: V;
  text: string;
  /** React key when two options could share a value's text form (defaults to the value). */
  key?: string;
  /** The language its text is written in, when it differs from the page's (a language's own name). */
  lang?: string;
}

/**
 * A native select drawn in the theme's colours (panel, input border, accent focus ring, a chevron
 * of the text colour): still the browser's own list, so keyboards, screen readers and phones work
 * as they do everywhere. `onChange` gets one of the options' values, never another string.
 */
export function Select<V extends string | number>(props: {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  /** The id a `<label htmlFor>` points at. */
  id?: string;
  /** The accessible name when no visible label names it. */
  label?: string;
  /** The id of a help text that describes it. */
  describedBy?: string;
  disabled?: boolean;
}) {
  const { options, onChange } = props;
  return (
    <span className="kite-select" data-disabled={props.disabled === true || undefined}>
      <select
        id={props.id}
        className="kite-select-control"
        value={String(props.value)}
        disabled={props.disabled}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={o.key ?? String(o.value)} value={String(o.value)} lang={o.lang}>
            {o.text}
          </option>
        ))}
      </select>
    </span>
  );
}

import type { MessageKey } from '@kite/sdk';
import type { ChoiceKey, Draft, ListKey, NumberKey, SwitchKey, TextKey } from './form';

interface Base {
  label: MessageKey;
  /** The explanation under the control. */
  hint?: MessageKey;
  /** Shown only while this holds (e.g. the SMTP fields while email is on). */
  when?: (d: Draft) => boolean;
}

/** A free-text setting: one line (`input` says which kind), or several (`multiline`; `code` for JSON). */
export interface TextSpec extends Base {
  kind: 'text';
  key: TextKey;
  input?: 'url' | 'email' | 'password';
  multiline?: boolean;
  code?: boolean;
}
/** A list setting, one entry a line. */
export interface LinesSpec extends Base {
  kind: 'lines';
  key: ListKey;
}
/** An on/off setting; `invert` when the switch says the opposite of the setting (open registration = !disableRegistration). */
export interface SwitchSpec extends Base {
  kind: 'switch';
  key: SwitchKey;
  invert?: boolean;
}
/** A whole number; empty is null where the setting allows it. */
export interface NumberSpec extends Base {
  kind: 'number';
  key: NumberKey;
  min: number;
  max: number;
}
/** One of a few values. */
export type ChoiceSpec = {
  [K in ChoiceKey]: Base & { kind: 'choice'; key: K; options: readonly { value: Draft[K]; text: MessageKey }[] };
}[ChoiceKey];
/** The server rules: an editable, ordered list of texts. */
export interface RulesSpec {
  kind: 'rules';
  when?: undefined;
}

export type FieldSpec = TextSpec | LinesSpec | SwitchSpec | NumberSpec | ChoiceSpec | RulesSpec;

/** A group of fields under a heading, shown only while `when` holds (e.g. the SMTP fields while email is on). */
export interface SectionSpec {
  title?: MessageKey;
  /** Said once under the heading. */
  note?: MessageKey;
  fields: readonly FieldSpec[];
  when?: (d: Draft) => boolean;
}

import type { DialogOptions } from '@kite/sdk';

/** Input status of spec 1 §5: below minLength (or empty with a minimum), above maxLength, or fine. */
export type InputStatus =
  { kind: 'ok' } | { kind: 'charactersBelow'; current: number; min: number } | { kind: 'charactersExceeded'; current: number; max: number };

export function inputStatus(value: string, input: NonNullable<DialogOptions['input']>): InputStatus {
  const current = [...value].length;
  if (input.minLength != null && (value === '' || current < input.minLength))
    return { kind: 'charactersBelow', current, min: input.minLength };
  if (input.maxLength != null && current > input.maxLength) return { kind: 'charactersExceeded', current, max: input.maxLength };
  return { kind: 'ok' };
}

/** "OK" when there is a choice to make (cancel, input or select), otherwise "Got it" (spec 1 §5). */
export function defaultOkLabel(opts: DialogOptions): 'ok' | 'gotIt' {
  return opts.showCancelButton || opts.input || opts.select ? 'ok' : 'gotIt';
}

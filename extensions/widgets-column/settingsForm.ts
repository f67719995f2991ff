import type { WidgetSettingField, WidgetSettingsForm } from '@kite/sdk';

/** The stored settings over the form's defaults (a setting the form does not know is kept). */
export function withDefaults(form: WidgetSettingsForm | undefined, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(form ?? {})) out[k] = f.default;
  for (const [k, v] of Object.entries(data)) if (v !== undefined) out[k] = v;
  return out;
}

/** Why a typed value cannot be stored, or null when it can. */
export type FieldProblem = { kind: 'number' } | { kind: 'min'; min: number } | { kind: 'max'; max: number } | { kind: 'url' };

/** Turns what the person typed (form text, checkbox) into the stored value, or says what is wrong. */
export function parseField(field: WidgetSettingField, raw: string | boolean): { value: unknown } | { problem: FieldProblem } {
  switch (field.type) {
    case 'boolean':
      return { value: raw === true || raw === 'true' };
    case 'number': {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return { problem: { kind: 'number' } };
      if (field.min !== undefined && n < field.min) return { problem: { kind: 'min', min: field.min } };
      if (field.max !== undefined && n > field.max) return { problem: { kind: 'max', max: field.max } };
      return { value: n };
    }
    case 'string': {
      const s = String(raw);
      if (field.url && s !== '') {
        try {
          const u = new URL(s);
          if (u.protocol !== 'http:' && u.protocol !== 'https:') return { problem: { kind: 'url' } };
        } catch {
          return { problem: { kind: 'url' } };
        }
      }
      return { value: s === '' && field.default === null ? null : s };
    }
    case 'enum': {
      const hit = field.options.find((o) => fieldText(o.value) === String(raw));
      return { value: hit ? hit.value : field.default };
    }
  }
}

/** The value as form text (for inputs and selects). */
export function fieldText(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}

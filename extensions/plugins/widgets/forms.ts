import type { WidgetSettingsForm } from '@kite/sdk';
import { scriptWidgetMessages as m } from './messages';

/** Misskey's field names and defaults (a layout written by Misskey's client reads the same here); the
 * button's default script has the comma AiScript 1.x needs (Misskey's "hello" "world" parses only in 0.x). */
const aiscriptForm: WidgetSettingsForm = {
  script: { type: 'string', label: m.script, default: '(1 + 1)', multiline: true },
};

const buttonForm: WidgetSettingsForm = {
  label: { type: 'string', label: m.label, default: 'BUTTON' },
  colored: { type: 'boolean', label: m.colored, default: true },
  script: { type: 'string', label: m.script, default: 'Mk:dialog("hello", "world")', multiline: true },
};

// Misskey's App widget starts with no script and a header.
const appForm: WidgetSettingsForm = {
  script: { type: 'string', label: m.script, default: '', multiline: true },
  showHeader: { type: 'boolean', label: m.showHeader, default: true },
};

export const forms: Readonly<Record<string, WidgetSettingsForm>> = { aiscript: aiscriptForm, button: buttonForm, aiscriptApp: appForm };

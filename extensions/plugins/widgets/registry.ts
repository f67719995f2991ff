import type { ComponentType } from 'react';
import type { WidgetProps, WidgetSettingsForm } from '@kite/sdk';

/**
 * The script widgets' loaders and forms, kept out of the extension's declaration: one dynamic
 * import there (each carries its chunk list into the first load) instead of one per widget.
 */
type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

const widgets: Readonly<Record<string, Loader>> = {
  aiscript: () => import('./AiScriptWidget'),
  button: () => import('./ButtonWidget'),
  aiscriptApp: () => import('./AiScriptAppWidget'),
};

export function loadWidget(name: string): Promise<{ default: ComponentType<WidgetProps> }> {
  const load = widgets[name];
  if (!load) return Promise.reject(new Error(`no widget ${name}`));
  return load();
}

export async function loadForm(name: string): Promise<WidgetSettingsForm> {
  const f = await import('./forms');
  return f.forms[name] ?? {};
}

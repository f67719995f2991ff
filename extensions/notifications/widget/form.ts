import type { WidgetSettingsForm } from '@kite/sdk';
import { widgetMessages as m } from './messages';

/** Misskey's notifications widget settings (its type exclusions are not offered yet). */
export const notificationsWidgetForm: WidgetSettingsForm = {
  showHeader: { type: 'boolean', label: m.showHeader, default: true },
  height: { type: 'number', label: m.height, default: 300, min: 100, max: 2000, step: 1 },
};

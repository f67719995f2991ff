import type { WidgetSettingsForm } from '@kite/sdk';
import { chatMessages as m } from '../messages';

/** Misskey's chat widget setting (the header), and how tall the list may grow before it scrolls. */
export const chatWidgetForm: WidgetSettingsForm = {
  showHeader: { type: 'boolean', label: m.showHeader, default: true },
  height: { type: 'number', label: m.widgetHeight, default: 300, min: 100, max: 1000, step: 50 },
};

import type { WidgetSettingsForm } from '@kite/sdk';
import { timelineWidgetMessages as m } from './messages';

/** Misskey's timeline widget settings (lists and antennas as sources are not offered yet). */
export const timelineWidgetForm: WidgetSettingsForm = {
  showHeader: { type: 'boolean', label: m.showHeader, default: true },
  height: { type: 'number', label: m.height, default: 300, min: 100, max: 2000, step: 1 },
  src: {
    type: 'enum',
    label: m.src,
    default: 'home',
    options: [
      { value: 'home', label: m.home },
      { value: 'local', label: m.local },
      { value: 'social', label: m.social },
      { value: 'global', label: m.global },
    ],
  },
};

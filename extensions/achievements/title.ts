import type { I18nService } from '@kite/sdk';
import { achievementNames } from './messages';

/**
 * The shown title of an achievement (`notes10` → its name in the person's language), for other
 * extensions through the `achievements.title` command; null for a name this catalogue lacks.
 */
export function achievementTitle(i18n: I18nService, name: unknown): string | null {
  const key = Object.entries(achievementNames).find(([k]) => k === name)?.[1];
  return key ? i18n.t(key) : null;
}

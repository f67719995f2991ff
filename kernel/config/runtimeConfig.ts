import type { RuntimeConfig } from '@kite/sdk';

export const emptyConfig: RuntimeConfig = Object.freeze({ bundles: {}, extensions: [] });

/** Validates the operator's kite.config.json; unknown or malformed fields are ignored with a warning. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) return emptyConfig;
  const r = raw as Record<string, unknown>;
  const bundles: Record<string, boolean> = {};
  if (typeof r.bundles === 'object' && r.bundles !== null) {
    for (const [id, on] of Object.entries(r.bundles)) {
      if (typeof on === 'boolean') bundles[id] = on;
      else console.warn(`[kite] kite.config.json: bundles.${id} must be true or false`);
    }
  }
  const extensions = Array.isArray(r.extensions) ? r.extensions.filter((u): u is string => typeof u === 'string') : [];
  return Object.freeze({ bundles: Object.freeze(bundles), extensions: Object.freeze(extensions) });
}

export function isBundleEnabled(config: RuntimeConfig, id: string): boolean {
  return config.bundles[id] !== false;
}

/** Fetches kite.config.json beside index.html, never from cache (operators edit it live). */
export async function loadRuntimeConfig(base = import.meta.env.BASE_URL): Promise<RuntimeConfig> {
  try {
    const res = await fetch(`${base}kite.config.json`, { cache: 'no-store' });
    if (!res.ok) return emptyConfig;
    return parseRuntimeConfig(await res.json());
  } catch (e) {
    console.warn('[kite] could not load kite.config.json; all built-in bundles enabled', e);
    return emptyConfig;
  }
}

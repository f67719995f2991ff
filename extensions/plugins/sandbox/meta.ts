import type { AiLib, V } from './aiLib';
import type { ConfigItem, PluginMeta } from './protocol';
import { PluginValidationError } from './version';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function configItems(raw: unknown): Record<string, ConfigItem> | undefined {
  if (!isRecord(raw)) return undefined;
  const out: Record<string, ConfigItem> = {};
  for (const [key, item] of Object.entries(raw)) {
    if (!isRecord(item)) continue;
    const type = item.type === 'number' || item.type === 'boolean' ? item.type : 'string';
    const d = item.default;
    out[key] = {
      type,
      label: typeof item.label === 'string' ? item.label : undefined,
      description: typeof item.description === 'string' ? item.description : undefined,
      default: typeof d === 'string' || typeof d === 'number' || typeof d === 'boolean' ? d : null,
    };
  }
  return Object.keys(out).length ? out : undefined;
}

/** Parses a plugin with `lib` and reads its metadata block (spec 2 §5; error texts of §8). */
export function readPluginMeta<Val extends V>(lib: Pick<AiLib<Val>, 'Parser' | 'Interpreter'>, code: string): PluginMeta {
  let ast: unknown[];
  try {
    ast = lib.Parser.parse(code);
  } catch {
    throw new PluginValidationError('Aiscript syntax error');
  }
  const blocks = lib.Interpreter.collectMetadata(ast);
  if (!blocks || blocks.size === 0) throw new PluginValidationError('Meta block not found');
  const meta = blocks.get(null);
  if (!isRecord(meta)) throw new PluginValidationError('Metadata not found');
  const { name, version, author, description, permissions, config } = meta;
  if (typeof name !== 'string' || typeof version !== 'string' || typeof author !== 'string' || !name || !version || !author) {
    throw new PluginValidationError('Required property not found');
  }
  return {
    name,
    version,
    author,
    description: typeof description === 'string' ? description : undefined,
    permissions: Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [],
    config: configItems(config),
  };
}

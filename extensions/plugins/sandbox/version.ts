/**
 * Which AiScript line runs a script, from its `/// @ x.y.z` annotation (the first line).
 * Kite runs the two lines Misskey 2025.9 runs: 0.x scripts (0.12.0 and newer, almost every
 * published plugin) with AiScript 0.19, and 1.x scripts with AiScript 1.x. Pure: the page
 * uses it without loading AiScript.
 */
export type AiScriptLine = '0.19' | '1';

/** The version written in the annotation, or null when the first line is not one. */
export function annotatedVersion(code: string): string | null {
  const first = code.replace(/^\s+/, '').split(/\r\n|\r|\n/, 1)[0] ?? '';
  const m = /^\/\/\/\s*@\s*([A-Za-z0-9_.-]+)\s*$/.exec(first);
  return m ? m[1] : null;
}

/** The line for an annotated version, or null when Kite cannot run it. */
export function lineFor(version: string): AiScriptLine | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+][A-Za-z0-9.-]*)?$/.exec(version);
  if (!m) return null;
  const major = Number(m[1]);
  const minor = Number(m[2]);
  if (major === 0 && minor >= 12) return '0.19';
  if (major === 1) return '1';
  return null;
}

export class PluginValidationError extends Error {
  override name = 'PluginValidationError';
}

/** The checks that need no AiScript (spec 2 §5, §8 texts); returns the line to parse with. */
export function chooseLine(code: string): AiScriptLine {
  if (!code.trim()) throw new PluginValidationError('code is required');
  const v = annotatedVersion(code);
  if (v === null) throw new PluginValidationError('No language version annotation found');
  const line = lineFor(v);
  if (!line) throw new PluginValidationError('Aiscript version is not supported');
  return line;
}

/**
 * Spec 1 §5: an endpoint name never carries a scheme separator. Kite also refuses another
 * origin (`//`), a parent step (`..`) and a slash-led path, so the console only ever posts
 * to this server's `/api/<name>`.
 */
export type EndpointProblem = 'empty' | 'invalid';

/** Why `name` (trimmed) is not a sendable endpoint name, or null when it is. */
export function endpointProblem(name: string): EndpointProblem | null {
  const n = name.trim();
  if (n === '') return 'empty';
  if (n.includes(':') || n.includes('//') || n.includes('..') || n.startsWith('/')) return 'invalid';
  if (!/^[a-z0-9_/-]+$/i.test(n)) return 'invalid';
  return null;
}

/** The parameters text as a JSON object, or null when it is not one (empty text is `{}`). */
export function parseParams(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? { ...v } : null;
  } catch {
    return null;
  }
}

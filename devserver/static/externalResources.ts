/**
 * External resources for /install-extensions (spec 2 §5): `{ type, data }` JSON documents
 * under /__fixtures/, as a plugin author would publish them, and the hash Misskey checks
 * (sha512, hex, of `data` with CRLF normalised).
 */
import { createHash } from 'node:crypto';

export const EXTERNAL_RESOURCES: Readonly<Record<string, { type: string; data: string }>> = {
  'plugin-hello.json': {
    type: 'plugin',
    data: [
      '/// @ 0.19.0',
      '### {',
      '  name: "Hello from a link"',
      '  version: "1.0.0"',
      '  author: "kite fixtures"',
      '}',
      'Plugin:register_note_action("Say hello", @(note) { Mk:toast("hello from a link") })',
      '',
    ].join('\n'),
  },
};

export function resourceHash(data: string): string {
  return createHash('sha512').update(data.replace(/\r\n/g, '\n')).digest('hex');
}

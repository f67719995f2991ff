import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { checkEmojiZip } from './zipCheck';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const rec = (name: string, fileName = `${name}.png`, downloaded = true) => ({ fileName, downloaded, emoji: { name } });
const zip = (meta: unknown, files: Record<string, Uint8Array> = {}) =>
  zipSync({ ...(meta === undefined ? {} : { 'meta.json': strToU8(typeof meta === 'string' ? meta : JSON.stringify(meta)) }), ...files });

describe('checking an emoji ZIP before the import', () => {
  it('names the emojis the server would add: downloaded, well named, with their image present', () => {
    const bytes = zip(
      {
        metaVersion: 2,
        emojis: [rec('one'), rec('two'), rec('skipped', 'skipped.png', false), rec('bad-name'), rec('gone'), rec('esc', '../esc.png')],
      },
      { 'one.png': png, 'two.png': png, 'skipped.png': png, 'bad-name.png': png, 'esc.png': png },
    );
    expect(checkEmojiZip(bytes)).toEqual({ kind: 'ok', names: ['one', 'two'] });
  });

  it('says why a file would add nothing', () => {
    expect(checkEmojiZip(strToU8('not a zip at all'))).toEqual({ kind: 'notZip' });
    expect(checkEmojiZip(zip(undefined, { 'one.png': png }))).toEqual({ kind: 'noMeta' });
    expect(checkEmojiZip(zip('{ broken'))).toEqual({ kind: 'badMeta' });
    expect(checkEmojiZip(zip({ emojis: 'no' }))).toEqual({ kind: 'badMeta' });
    expect(checkEmojiZip(zip({ emojis: [rec('gone')] }))).toEqual({ kind: 'nothing' });
  });
});

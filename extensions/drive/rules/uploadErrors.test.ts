import { describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_IDS, maxUploadBytes, renamed, uploadErrorText } from './uploadErrors';
import { driveMessages as m } from '../messages';

const body = (id: string, code = 'X', message = 'msg') => JSON.stringify({ error: { id, code, message } });

describe('upload errors (spec 2 §8)', () => {
  it('413 says the size limit', () => {
    expect(uploadErrorText(413, '')).toEqual({ title: m.failedToUpload, text: m.tooLarge });
  });
  it('maps the known ids', () => {
    expect(uploadErrorText(400, body(UPLOAD_ERROR_IDS.inappropriate)).text).toBe(m.inappropriate);
    expect(uploadErrorText(400, body(UPLOAD_ERROR_IDS.noFreeSpace)).text).toBe(m.noFreeSpace);
    expect(uploadErrorText(400, body(UPLOAD_ERROR_IDS.unallowedFileType)).text).toBe(m.unallowedType);
  });
  it('shows message, code and id of other errors, and a non-JSON body raw', () => {
    expect(uploadErrorText(500, body('abc', 'INTERNAL_ERROR', 'boom'))).toEqual({
      title: m.failedToUpload,
      text: m.errorDetail,
      params: { message: 'boom', code: 'INTERNAL_ERROR', id: 'abc' },
    });
    expect(uploadErrorText(502, '<html>Bad Gateway</html>')).toEqual({
      title: m.failedToUpload,
      text: m.raw,
      params: { raw: '<html>Bad Gateway</html>' },
    });
  });
  it('limits by the smaller of server maxFileSize and policy maxFileSizeMb', () => {
    expect(maxUploadBytes(10 * 1024 * 1024, 5)).toBe(5 * 1024 * 1024);
    expect(maxUploadBytes(1000, 5)).toBe(1000);
    expect(maxUploadBytes(null, null)).toBeNull();
  });
  it('ignores a blank rename', () => {
    expect(renamed('a.png', '  ')).toBe('a.png');
    expect(renamed('a.png', null)).toBe('a.png');
    expect(renamed('a.png', 'b')).toBe('b');
  });
});

import { ApiError } from '@kite/sdk';
import type { ApiTarget } from './client';

/**
 * `Api.submitForm`: leaves the page by POSTing a form to a path of the account's own server
 * with the token in `tokenField` (the token never goes to another origin).
 */
export function formPost(target: ApiTarget, path: string, fields: Readonly<Record<string, string>>, tokenField: string): void {
  if (!target.token) throw new ApiError({ code: 'NO_ACCOUNT_TOKEN', id: '', message: 'there is no signed-in account.', endpoint: path });
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('invalid path');
  const form = document.createElement('form');
  form.method = 'post';
  form.action = target.origin + path;
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of [...Object.entries(fields), [tokenField, target.token]]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

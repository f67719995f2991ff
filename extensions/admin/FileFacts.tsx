import { I18n, safeHttpUrl, useService, useT } from '@kite/sdk';
import { formatBytes } from '@kite/sdk/pageKit';
import type { Endpoints } from 'misskey-js';
import { adminMessages as m } from './messages';

type AdminFile = Endpoints['admin/drive/show-file']['res'];

function HttpLink({ url }: { url: string | null }) {
  const safe = url ? safeHttpUrl(url, globalThis.location?.origin ?? 'http://localhost') : null;
  if (!safe) return <>{url ?? '—'}</>;
  return (
    <a href={safe.href} target="_blank" rel="noopener noreferrer" className="kite-admin-file-url">
      {safe.href}
    </a>
  );
}

/** The file's facts as a description list. */
export function FileFacts({ file }: { file: AdminFile }) {
  const t = useT();
  const i18n = useService(I18n);
  return (
    <dl className="kite-admin-file-facts" aria-label={t(m.facts)}>
      <dt>{t(m.type)}</dt>
      <dd>{file.type}</dd>
      <dt>{t(m.size)}</dt>
      <dd>{formatBytes(file.size)}</dd>
      <dt>{t(m.createdAt)}</dt>
      <dd>
        <time dateTime={file.createdAt}>{i18n.formatDate(new Date(file.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>
      </dd>
      <dt>{t(m.md5)}</dt>
      <dd className="kite-admin-mono">{file.md5}</dd>
      <dt>{t(m.storedInternal)}</dt>
      <dd>{file.storedInternal ? t(m.yes) : t(m.no)}</dd>
      <dt>{t(m.url)}</dt>
      <dd>
        <HttpLink url={file.url} />
      </dd>
      {file.thumbnailUrl && (
        <>
          <dt>{t(m.thumbnailUrl)}</dt>
          <dd>
            <HttpLink url={file.thumbnailUrl} />
          </dd>
        </>
      )}
      {file.requestIp && (
        <>
          <dt>{t(m.requestIp)}</dt>
          <dd className="kite-admin-mono">{file.requestIp}</dd>
        </>
      )}
      <dt>{t(m.caption)}</dt>
      <dd data-testid="admin-file-caption">{file.comment || t(m.noCaption)}</dd>
    </dl>
  );
}

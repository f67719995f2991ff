import { useState } from 'react';
import type { entities } from 'misskey-js';
import { I18n, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { IconButton } from '@kite/sdk/kit';
import { serverMessages as m } from './pageMessages';

/** One's invitation codes, newest first, each with its state, a copy and a delete action. */
export function InviteList({ invites, onDelete }: { invites: readonly entities.InviteCode[]; onDelete: (i: entities.InviteCode) => void }) {
  const t = useT();
  const i18n = useService(I18n);
  const toasts = useOptionalService(Toasts);
  // When the page opened: a code's expiry is judged against it (a render stays pure).
  const [now] = useState(Date.now);
  const date = (iso: string) => i18n.formatDate(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const state = (i: entities.InviteCode) => (i.used ? m.used : i.expiresAt && Date.parse(i.expiresAt) < now ? m.expired : m.unused);
  const copy = async (code: string) => {
    await navigator.clipboard.writeText(code);
    toasts?.show(t(m.copied), { icon: 'copy' });
  };
  return (
    <ul className="kite-about-invites" aria-label={t(m.myInvites)}>
      {invites.map((i) => (
        <li key={i.id} className="kite-about-invite">
          <div className="kite-about-invite-text">
            <code className="kite-about-code">{i.code}</code>
            <span className="kite-about-flag">{t(state(i))}</span>
            <span className="kite-about-muted">
              {t(m.created, { date: date(i.createdAt) })} · {i.expiresAt ? t(m.expires, { date: date(i.expiresAt) }) : t(m.noExpiry)}
            </span>
          </div>
          <IconButton icon="copy" label={t(m.copyCode, { code: i.code })} onClick={() => void copy(i.code)} />
          {!i.used && <IconButton icon="trash" label={t(m.deleteInvite, { code: i.code })} onClick={() => onDelete(i)} />}
        </li>
      ))}
    </ul>
  );
}

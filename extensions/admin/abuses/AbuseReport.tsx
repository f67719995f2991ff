import { useState } from 'react';
import type { Endpoints } from 'misskey-js';
import { Api, Link, NoteViews, Toasts, useOptionalService, useService, useT, acctOf } from '@kite/sdk';
import { Button, Field } from '@kite/sdk/kit';
import { abusesMessages as m } from './messages';
import { succeeded } from '../succeeded';

/** A report as `admin/abuse-user-reports` gives it. */
export type Report = Endpoints['admin/abuse-user-reports']['res'][number];

/** Its state in words: unresolved, or resolved and how. */
function stateText(r: Report): 'unresolved' | 'resolvedAccepted' | 'resolvedRejected' | 'resolvedOther' {
  if (!r.resolved) return 'unresolved';
  return r.resolvedAs === 'accept' ? 'resolvedAccepted' : r.resolvedAs === 'reject' ? 'resolvedRejected' : 'resolvedOther';
}

/**
 * One report, as Misskey's control panel shows it: who was reported by whom, when, the comment
 * (MFM), its state; resolve it as accepted, rejected or neither; forward a remote user's report
 * to their server; a moderation note.
 */
export function AbuseReport({
  report,
  onChange,
  onResolved,
}: {
  report: Report;
  onChange: (next: Report) => void;
  onResolved: () => void;
}) {
  const t = useT();
  const api = useService(Api);
  const toasts = useOptionalService(Toasts);
  const views = useOptionalService(NoteViews);
  const [note, setNote] = useState(report.moderationNote);
  const [busy, setBusy] = useState(false);
  const target = acctOf(report.targetUser);
  const reporter = acctOf(report.reporter);
  // Each call shows its own error dialog (requestWithUi); the report changes only once the server agreed.
  const run = async (call: () => Promise<unknown>, next: Report | null, done: string) => {
    setBusy(true);
    const ok = await succeeded(call());
    setBusy(false);
    if (!ok) return;
    if (next) onChange(next);
    else onResolved();
    toasts?.show(done, { icon: 'check' });
  };
  const resolve = (resolvedAs: 'accept' | 'reject' | null) =>
    run(
      () => api.requestWithUi('admin/resolve-abuse-user-report', { reportId: report.id, resolvedAs }),
      // The list is asked again: a resolved report leaves the unresolved list, and shows who resolved it.
      null,
      t(m.resolved),
    );
  const forward = () =>
    run(
      () => api.requestWithUi('admin/forward-abuse-user-report', { reportId: report.id }),
      { ...report, forwarded: true },
      t(m.forwardedToast),
    );
  const saveNote = () =>
    run(
      () => api.requestWithUi('admin/update-abuse-user-report', { reportId: report.id, moderationNote: note }),
      { ...report, moderationNote: note },
      t(m.noteSaved),
    );
  const Mfm = views?.Mfm;
  const Time = views?.TimeDisplay;
  const headingId = `kite-abuse-${report.id}`;
  return (
    <article className="kite-admin-abuse" aria-labelledby={headingId} data-state={stateText(report)}>
      <h3 id={headingId}>{t(m.reportAbout, { target, reporter })}</h3>
      <p className="kite-admin-muted">
        {t(m[stateText(report)])}
        {report.assignee && ` · ${t(m.assignee, { acct: acctOf(report.assignee) })}`}
        {report.forwarded && ` · ${t(m.forwarded)}`}
        {' · '}
        {Time ? <Time time={report.createdAt} mode="detail" /> : report.createdAt}
      </p>
      <div className="kite-admin-abuse-comment">{Mfm ? <Mfm text={report.comment} /> : report.comment}</div>
      <p className="kite-admin-abuse-people">
        <Link to={`/admin/user/${report.targetUserId}`}>{t(m.target, { acct: target })}</Link>
        <Link to={`/admin/user/${report.reporterId}`}>{t(m.reporter, { acct: reporter })}</Link>
      </p>
      <div className="kite-admin-actions">
        {!report.resolved && (
          <>
            <Button disabled={busy} onClick={() => void resolve('accept')}>
              {t(m.resolveAccept)}
            </Button>
            <Button disabled={busy} onClick={() => void resolve('reject')}>
              {t(m.resolveReject)}
            </Button>
            <Button disabled={busy} onClick={() => void resolve(null)}>
              {t(m.resolveOther)}
            </Button>
          </>
        )}
        {report.targetUser.host != null && (
          <Button variant="primary" disabled={busy || report.forwarded} onClick={() => void forward()} title={t(m.forwardHint)}>
            {t(m.forward)}
          </Button>
        )}
      </div>
      <Field label={t(m.moderationNote)} after={<small className="kite-admin-muted">{t(m.moderationNoteHint)}</small>}>
        {(id) => <textarea id={id} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <div className="kite-admin-actions">
        <Button disabled={busy || note === report.moderationNote} onClick={() => void saveNote()}>
          {t(m.saveNote)}
        </Button>
      </div>
    </article>
  );
}

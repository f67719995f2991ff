import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, Toasts, useService, useT, useViewer } from '@kite/sdk';
import { Button, Field, fieldsClass } from '@kite/sdk/kit';
import { instanceModerationMessages as m } from './moderationMessages';

type HostList = 'blockedHosts' | 'silencedHosts' | 'mediaSilencedHosts';

/** The host list with `host` added or taken out (Misskey keeps these lists in the server settings). */
export function toggled(list: readonly string[], host: string, on: boolean): string[] {
  const rest = list.filter((h) => h !== host);
  return on ? [...rest, host] : rest;
}

/**
 * The moderation part of a remote server's page (staff): stop or resume delivering to it, block,
 * silence and silence its media (administrators: these are server settings), refresh its data,
 * delete its files, and the moderation note. Every action asks first.
 */
export default function InstanceModeration({ inst, onChange }: { inst: entities.FederationInstance; onChange: () => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const iAmAdmin = useViewer().me?.isAdmin === true;
  const host = inst.host;
  const [note, setNote] = useState(inst.moderationNote ?? '');

  const act = async (question: string, run: () => Promise<unknown>, done?: string) => {
    if (!(await dialogs.confirm({ type: 'warning', text: question }))) return;
    const ok = await run().then(
      () => true,
      () => false,
    );
    if (!ok) return;
    if (done) toasts.show(done);
    onChange();
  };
  const suspended = inst.suspensionState !== 'none';
  const suspend = () =>
    act(t(suspended ? m.resumeConfirm : m.suspendConfirm, { host }), () =>
      api.requestWithUi('admin/federation/update-instance', { host, isSuspended: !suspended }),
    );
  const setListed = (list: HostList, on: boolean, question: string) =>
    act(question, async () => {
      const meta = await api.requestWithUi('admin/meta', {});
      await api.requestWithUi('admin/update-meta', { [list]: toggled(meta[list] ?? [], host, on) });
    });
  const saveNote = async () => {
    const ok = await api.requestWithUi('admin/federation/update-instance', { host, moderationNote: note }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    toasts.show(t(m.saved));
    onChange();
  };

  return (
    <section className={`kite-explore-moderation ${fieldsClass}`} aria-labelledby="kite-instance-moderation">
      <h2 className="kite-explore-h2" id="kite-instance-moderation">
        {t(m.moderation)}
      </h2>
      <div className="kite-explore-actions">
        <Button variant={suspended ? 'plain' : 'danger'} onClick={() => void suspend()}>
          {t(suspended ? m.resumeDelivery : m.suspendDelivery)}
        </Button>
        {iAmAdmin && (
          <>
            <Button
              variant={inst.isBlocked ? 'plain' : 'danger'}
              onClick={() =>
                void setListed('blockedHosts', !inst.isBlocked, t(inst.isBlocked ? m.unblockConfirm : m.blockConfirm, { host }))
              }
            >
              {t(inst.isBlocked ? m.unblock : m.block)}
            </Button>
            <Button
              onClick={() =>
                void setListed('silencedHosts', !inst.isSilenced, t(inst.isSilenced ? m.unsilenceConfirm : m.silenceConfirm, { host }))
              }
            >
              {t(inst.isSilenced ? m.unsilence : m.silence)}
            </Button>
            <Button
              onClick={() =>
                void setListed(
                  'mediaSilencedHosts',
                  !inst.isMediaSilenced,
                  t(inst.isMediaSilenced ? m.unmediaSilenceConfirm : m.mediaSilenceConfirm, { host }),
                )
              }
            >
              {t(inst.isMediaSilenced ? m.unmediaSilence : m.mediaSilence)}
            </Button>
          </>
        )}
        <Button
          onClick={() =>
            void act(
              t(m.refreshConfirm, { host }),
              () => api.requestWithUi('admin/federation/refresh-remote-instance-metadata', { host }),
              t(m.refreshed),
            )
          }
        >
          {t(m.refresh)}
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            void act(
              t(m.deleteFilesConfirm, { host }),
              () => api.requestWithUi('admin/federation/delete-all-files', { host }),
              t(m.deleted),
            )
          }
        >
          {t(m.deleteFiles)}
        </Button>
      </div>
      {!iAmAdmin && <p className="kite-explore-hint">{t(m.adminOnly)}</p>}
      <Field label={t(m.moderationNote)} after={<small className="kite-explore-hint">{t(m.moderationNoteHint)}</small>}>
        {(id) => <textarea id={id} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <div className="kite-explore-actions">
        <Button variant="primary" disabled={note === (inst.moderationNote ?? '')} onClick={() => void saveNote()}>
          {t(m.save)}
        </Button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { Dialogs, useService, useT } from '@kite/sdk';
import { Button, Field, SelectRow, SwitchRow } from '@kite/sdk/kit';
import { draftProblem, type AnnouncementDraft } from './draft';
import { announcementsMessages as m } from './messages';

/**
 * The fields of one announcement, with Save and Cancel. `onSave` resolves true when the server
 * took it; on a refusal the form stays as typed (the error dialog has already said why).
 */
export function AnnouncementForm(props: {
  heading: string;
  initial: AnnouncementDraft;
  onSave: (d: AnnouncementDraft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT();
  const dialogs = useService(Dialogs);
  const [d, setD] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AnnouncementDraft>(k: K, v: AnnouncementDraft[K]) => setD((cur) => ({ ...cur, [k]: v }));

  const save = async () => {
    const problem = draftProblem(d);
    if (problem) {
      await dialogs.alert({ type: 'error', text: t(problem) });
      return;
    }
    setBusy(true);
    await props.onSave(d);
    setBusy(false);
  };

  return (
    <section className="kite-admin-section kite-admin-form" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <Field label={t(m.title)}>
        {(id) => <input id={id} value={d.title} maxLength={256} onChange={(e) => set('title', e.target.value)} />}
      </Field>
      <Field label={t(m.text)}>{(id) => <textarea id={id} rows={4} value={d.text} onChange={(e) => set('text', e.target.value)} />}</Field>
      <Field label={t(m.imageUrl)}>
        {(id) => <input id={id} type="url" inputMode="url" value={d.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />}
      </Field>
      <SelectRow
        label={t(m.icon)}
        value={d.icon}
        onChange={(v) => set('icon', v)}
        options={[
          { value: 'info', text: t(m.iconInfo) },
          { value: 'warning', text: t(m.iconWarning) },
          { value: 'error', text: t(m.iconError) },
          { value: 'success', text: t(m.iconSuccess) },
        ]}
      />
      <SelectRow
        label={t(m.display)}
        value={d.display}
        onChange={(v) => set('display', v)}
        options={[
          { value: 'normal', text: t(m.displayNormal) },
          { value: 'banner', text: t(m.displayBanner) },
          { value: 'dialog', text: t(m.displayDialog) },
        ]}
      />
      {d.display === 'dialog' && <p className="kite-admin-muted">{t(m.dialogWarn)}</p>}
      <SwitchRow label={t(m.needConfirmation)} checked={d.needConfirmationToRead} onChange={(v) => set('needConfirmationToRead', v)} />
      <SwitchRow label={t(m.silence)} checked={d.silence} onChange={(v) => set('silence', v)} />
      <div className="kite-admin-actions">
        <Button variant="primary" disabled={busy} onClick={() => void save()}>
          {t(m.save)}
        </Button>
        <Button onClick={props.onCancel}>{t(m.cancel)}</Button>
      </div>
    </section>
  );
}

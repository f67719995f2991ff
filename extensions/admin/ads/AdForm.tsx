import { useState } from 'react';
import { Dialogs, I18n, useService, useT } from '@kite/sdk';
import { Button, Field, NumberRow, SelectRow, SwitchRow } from '@kite/sdk/kit';
import { adProblem, hasDay, toggleDay, type AdDraft } from './draft';
import { adsMessages as m } from './messages';

// 2023-01-01 was a Sunday: day n of that week names weekday n in the reader's language.
const SUNDAY = Date.UTC(2023, 0, 1, 12);

/** The fields of one ad, with Save and Cancel; on a refused save the form stays as typed. */
export function AdForm(props: { heading: string; initial: AdDraft; onSave: (d: AdDraft) => Promise<boolean>; onCancel: () => void }) {
  const t = useT();
  const i18n = useService(I18n);
  const dialogs = useService(Dialogs);
  const [d, setD] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AdDraft>(k: K, v: AdDraft[K]) => setD((cur) => ({ ...cur, [k]: v }));

  const save = async () => {
    const problem = adProblem(d);
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
      <Field label={t(m.url)}>
        {(id) => <input id={id} type="url" inputMode="url" value={d.url} onChange={(e) => set('url', e.target.value)} />}
      </Field>
      <Field label={t(m.imageUrl)}>
        {(id) => <input id={id} type="url" inputMode="url" value={d.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />}
      </Field>
      <SelectRow
        label={t(m.place)}
        value={d.place}
        onChange={(v) => set('place', v)}
        options={[
          { value: 'square', text: t(m.placeSquare) },
          { value: 'horizontal', text: t(m.placeHorizontal) },
          { value: 'horizontal-big', text: t(m.placeHorizontalBig) },
        ]}
      />
      <SelectRow
        label={t(m.priority)}
        value={d.priority}
        onChange={(v) => set('priority', v)}
        options={[
          { value: 'high', text: t(m.priorityHigh) },
          { value: 'middle', text: t(m.priorityMiddle) },
          { value: 'low', text: t(m.priorityLow) },
        ]}
      />
      <NumberRow label={t(m.ratio)} value={d.ratio} min={1} max={100} onChange={(v) => set('ratio', v)} />
      <Field label={t(m.startsAt)}>
        {(id) => <input id={id} type="datetime-local" value={d.startsAt} onChange={(e) => set('startsAt', e.target.value)} />}
      </Field>
      <Field label={t(m.expiresAt)}>
        {(id) => <input id={id} type="datetime-local" value={d.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} />}
      </Field>
      <fieldset className="kite-admin-days">
        <legend>{t(m.days)}</legend>
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <SwitchRow
            key={day}
            label={i18n.formatDate(SUNDAY + day * 86_400_000, { weekday: 'short', timeZone: 'UTC' })}
            checked={hasDay(d.dayOfWeek, day)}
            onChange={() => set('dayOfWeek', toggleDay(d.dayOfWeek, day))}
          />
        ))}
      </fieldset>
      <Field label={t(m.memo)}>{(id) => <textarea id={id} rows={2} value={d.memo} onChange={(e) => set('memo', e.target.value)} />}</Field>
      <div className="kite-admin-actions">
        <Button variant="primary" disabled={busy} onClick={() => void save()}>
          {t(m.save)}
        </Button>
        <Button onClick={props.onCancel}>{t(m.cancel)}</Button>
      </div>
    </section>
  );
}

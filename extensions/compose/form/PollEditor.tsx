import { useId, useState } from 'react';
import { useT } from '@kite/sdk';
import { FormSection, Select, SwitchRow } from '@kite/sdk/kit';
import { composeMessages as m } from '../messages';
import { canAddChoice, pollProblem } from '../rules/validation';
import type { PollDraft, PollExpiry } from '../rules/validation';

/** Spec 2 §5 poll editor: 2–10 choices, multiple, expiry infinite / at a date / after a duration. */
export function PollEditor(props: { poll: PollDraft; onChange: (p: PollDraft) => void }) {
  const t = useT();
  const { poll, onChange } = props;
  const problem = pollProblem(poll);
  const setChoice = (i: number, v: string) => onChange({ ...poll, choices: poll.choices.map((c, k) => (k === i ? v : c)) });
  const setExpiry = (e: PollExpiry) => onChange({ ...poll, expiry: e });
  // The earliest expiry date offered, fixed when the editor opens.
  const [today] = useState(() => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  const expiryId = useId();
  return (
    <FormSection label={t(m.poll)} className="kite-poll-editor">
      {poll.choices.map((c, i) => (
        <div key={i} className="choice">
          <input
            type="text"
            value={c}
            aria-label={t(m.choice, { n: i + 1 })}
            placeholder={t(m.choice, { n: i + 1 })}
            onChange={(e) => setChoice(i, e.currentTarget.value)}
          />
          {poll.choices.length > 2 && (
            <button
              type="button"
              className="kite-button"
              aria-label={t(m.deleteChoice, { n: i + 1 })}
              onClick={() => onChange({ ...poll, choices: poll.choices.filter((_, k) => k !== i) })}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {problem === 'tooFewChoices' && (
        <p className="kite-compose-warn" role="alert">
          {t(m.pollTooFew)}
        </p>
      )}
      <button
        type="button"
        className="kite-button"
        disabled={!canAddChoice(poll)}
        onClick={() => onChange({ ...poll, choices: [...poll.choices, ''] })}
      >
        {canAddChoice(poll) ? t(m.addChoice) : t(m.noMoreChoices)}
      </button>
      <SwitchRow label={t(m.multiple)} checked={poll.multiple} onChange={(on) => onChange({ ...poll, multiple: on })} />
      <div className="expiry">
        <label htmlFor={expiryId}>{t(m.expiration)}</label>
        <Select
          id={expiryId}
          value={poll.expiry.type}
          options={[
            { value: 'infinite', text: t(m.infinite) },
            { value: 'at', text: t(m.atDate) },
            { value: 'after', text: t(m.afterDuration) },
          ]}
          onChange={(v) =>
            setExpiry(
              v === 'at'
                ? { type: 'at', date: today, time: '00:00' }
                : v === 'after'
                  ? { type: 'after', amount: 1, unit: 'day' }
                  : { type: 'infinite' },
            )
          }
        />
        {poll.expiry.type === 'at' &&
          (() => {
            const e = poll.expiry;
            return (
              <>
                <input
                  type="date"
                  aria-label={t(m.deadlineDate)}
                  value={e.date}
                  onChange={(ev) => setExpiry({ ...e, date: ev.currentTarget.value })}
                />
                <input
                  type="time"
                  aria-label={t(m.deadlineTime)}
                  value={e.time}
                  onChange={(ev) => setExpiry({ ...e, time: ev.currentTarget.value })}
                />
              </>
            );
          })()}
        {poll.expiry.type === 'after' &&
          (() => {
            const e = poll.expiry;
            return (
              <>
                <input
                  type="number"
                  min={1}
                  aria-label={t(m.duration)}
                  value={Number.isFinite(e.amount) ? e.amount : ''}
                  onChange={(ev) => setExpiry({ ...e, amount: ev.currentTarget.valueAsNumber })}
                />
                <Select
                  label={t(m.unit)}
                  value={e.unit}
                  options={[
                    { value: 'second', text: t(m.second) },
                    { value: 'minute', text: t(m.minute) },
                    { value: 'hour', text: t(m.hour) },
                    { value: 'day', text: t(m.day) },
                  ]}
                  onChange={(unit) => setExpiry({ ...e, unit })}
                />
              </>
            );
          })()}
      </div>
      {problem === 'badExpiry' && (
        <p className="kite-compose-warn" role="alert">
          {t(m.pollBadExpiry)}
        </p>
      )}
    </FormSection>
  );
}

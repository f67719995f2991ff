import { useId, useState } from 'react';
import { useT } from '@kite/sdk';
import { settingsMessages as sm } from '../messages';
import { pageMessages as m } from './messages';
import { useServerForm } from './useServerForm';
import { SaveBar } from './SaveBar';
import { hostsToText, rulesToText, textToHosts, textToRules } from './muteBlock/rules';
import type { MuteRule } from './muteBlock/rules';
import { UserList } from './muteBlock/UserList';

/** `/settings/mute-block`: word mutes (soft and hard), muted servers — saved with `i/update` — and the muted, blocked and renote-muted users. */
export default function MuteBlockPage() {
  const t = useT();
  const ids = { soft: useId(), hard: useId(), hosts: useId() };
  const [invalid, setInvalid] = useState<string | null>(null);
  const form = useServerForm(
    (me) => ({
      soft: rulesToText(me.mutedWords as MuteRule[]),
      hard: rulesToText(me.hardMutedWords as MuteRule[]),
      hosts: hostsToText(me.mutedInstances ?? []),
    }),
    (d) => {
      const soft = textToRules(d.soft);
      const hard = textToRules(d.hard);
      return { mutedWords: soft.ok ? soft.rules : [], hardMutedWords: hard.ok ? hard.rules : [], mutedInstances: textToHosts(d.hosts) };
    },
  );
  const d = form.draft;
  if (!d) return null;
  const submit = () => {
    // A broken regex keeps the text and says which line; nothing is sent.
    for (const text of [d.soft, d.hard]) {
      const r = textToRules(text);
      if (!r.ok) {
        setInvalid(t(m.invalidRegex, { line: r.line }));
        return;
      }
    }
    setInvalid(null);
    void form.save();
  };
  return (
    <div className="kite-settings-page">
      <h1>{t(sm.muteBlock)}</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <section>
          <div className="kite-settings-field">
            <label htmlFor={ids.soft}>{t(m.wordMute)}</label>
            <textarea
              id={ids.soft}
              rows={4}
              value={d.soft}
              aria-describedby={`${ids.soft}-help`}
              onChange={(e) => form.set('soft', e.target.value)}
            />
            <p id={`${ids.soft}-help`} className="kite-settings-note">
              {t(m.wordMuteHelp)}
            </p>
          </div>
          <div className="kite-settings-field">
            <label htmlFor={ids.hard}>{t(m.hardWordMute)}</label>
            <textarea
              id={ids.hard}
              rows={3}
              value={d.hard}
              aria-describedby={`${ids.hard}-help`}
              onChange={(e) => form.set('hard', e.target.value)}
            />
            <p id={`${ids.hard}-help`} className="kite-settings-note">
              {t(m.hardWordMuteHelp)}
            </p>
          </div>
          <div className="kite-settings-field">
            <label htmlFor={ids.hosts}>{t(m.instanceMute)}</label>
            <textarea
              id={ids.hosts}
              rows={3}
              value={d.hosts}
              aria-describedby={`${ids.hosts}-help`}
              onChange={(e) => form.set('hosts', e.target.value)}
            />
            <p id={`${ids.hosts}-help`} className="kite-settings-note">
              {t(m.instanceMuteHelp)}
            </p>
          </div>
          {invalid && <p role="alert">{invalid}</p>}
          <SaveBar status={form.status} />
        </section>
      </form>
      <UserList kind="mute" title={t(m.mutedUsers)} />
      <UserList kind="renoteMute" title={t(m.renoteMutedUsers)} />
      <UserList kind="block" title={t(m.blockedUsers)} />
    </div>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import { Drive, Preferences, Sounds, useOptionalService, usePreference, useService, useT } from '@kite/sdk';
import type { MessageKey, SoundEvent, SoundPlayed, SoundSetting } from '@kite/sdk';
import { Button, SwitchRow } from '@kite/sdk/kit';
import { useSnapshot } from 'valtio';
import { SOUND_NS, soundPrefDefaults } from './prefs';
import { soundMessages as m } from './messages';
import { soundTitles } from './titles';
import { builtInSounds } from './soundTypes';
import './sounds.css';

const eventLabels: Record<SoundEvent, MessageKey> = {
  noteMy: m.eventNoteMy,
  note: m.eventNote,
  notification: m.eventNotification,
  reaction: m.eventReaction,
  chatMessage: m.eventChatMessage,
};

const soundEvents: readonly SoundEvent[] = ['noteMy', 'note', 'notification', 'reaction', 'chatMessage'];

const pct = (v: number) => `${Math.round(v * 100)}%`;

/**
 * `/settings/sounds`: mute, "only while in front", the master volume, and per event its sound
 * (none, a built-in one, or an audio file from the drive), volume and a play button. Device
 * preferences, in Misskey's profile keys (`sound.*`).
 */
export default function SoundsPage() {
  const t = useT();
  const prefs = useService(Preferences);
  const group = useMemo(() => prefs.define(SOUND_NS, soundPrefDefaults), [prefs]);
  const state = useSnapshot(prefs.state) as Record<string, unknown>;
  const sounds = useService(Sounds);
  const master = usePreference('soundMasterVolume');
  const masterId = useId();
  const [last, setLast] = useState<SoundPlayed | null>(null);
  useEffect(() => sounds.onPlayed(setLast), [sounds]);

  return (
    <div className="kite-settings-page kite-sounds">
      <h1>{t(soundTitles.sounds)}</h1>
      <section>
        <SwitchRow
          label={t(m.notUseSound)}
          checked={state[`${SOUND_NS}.notUseSound`] === true}
          onChange={(on) => group.set('notUseSound', on)}
        />
        <SwitchRow
          label={t(m.useSoundOnlyWhenActive)}
          checked={state[`${SOUND_NS}.useSoundOnlyWhenActive`] === true}
          onChange={(on) => group.set('useSoundOnlyWhenActive', on)}
        />
        <div className="kite-settings-field">
          <label htmlFor={masterId}>{t(m.masterVolume)}</label>
          <div className="kite-sounds-range">
            <input
              id={masterId}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={master}
              aria-valuetext={pct(master)}
              onChange={(e) => prefs.set('soundMasterVolume', Number(e.target.value))}
            />
            <output htmlFor={masterId}>{pct(master)}</output>
          </div>
        </div>
      </section>
      <section aria-labelledby="kite-sounds-events">
        <h2 id="kite-sounds-events">{t(m.events)}</h2>
        {soundEvents.map((ev) => (
          <EventSound
            key={ev}
            event={ev}
            label={t(eventLabels[ev])}
            value={(state[`${SOUND_NS}.on.${ev}`] as SoundSetting | undefined) ?? soundPrefDefaults[`on.${ev}`]}
            onChange={(v) => group.set(`on.${ev}`, v)}
          />
        ))}
        <div className="kite-settings-actions">
          <Button
            variant="danger"
            onClick={() => {
              for (const ev of soundEvents) group.set(`on.${ev}`, soundPrefDefaults[`on.${ev}`]);
            }}
          >
            {t(m.reset)}
          </Button>
        </div>
        <p role="status" className="kite-settings-note" data-last-sound={last?.url ?? ''}>
          {last ? t(m.lastPlayed, { url: last.url, volume: Math.round(last.volume * 100) }) : ''}
        </p>
      </section>
    </div>
  );
}

/** One event's sound: type, the drive file (for a drive sound), volume, play. */
function EventSound(props: { event: SoundEvent; label: string; value: SoundSetting; onChange: (v: SoundSetting) => void }) {
  const t = useT();
  const sounds = useService(Sounds);
  const drive = useOptionalService(Drive);
  const typeId = useId();
  const volumeId = useId();
  const [error, setError] = useState<string | null>(null);
  const v = props.value;

  const chooseFile = async () => {
    if (!drive) return;
    const [file] = await drive.pickFiles({ multiple: false });
    if (!file) return;
    if (!file.type.startsWith('audio/')) {
      setError(t(m.notAudio));
      return;
    }
    setError(null);
    props.onChange({ type: '_driveFile_', volume: v.volume, fileId: file.id, fileUrl: file.url });
  };

  return (
    <fieldset className="kite-sounds-event" data-sound-event={props.event}>
      <legend>{props.label}</legend>
      <div className="kite-settings-field">
        <label htmlFor={typeId}>{t(m.soundType)}</label>
        <select
          id={typeId}
          value={v.type ?? ''}
          onChange={(e) => {
            const type = e.target.value || null;
            props.onChange(
              type === '_driveFile_' ? { type, volume: v.volume, fileId: v.fileId, fileUrl: v.fileUrl } : { type, volume: v.volume },
            );
          }}
        >
          <option value="">{t(m.none)}</option>
          {drive && <option value="_driveFile_">{t(m.driveFile)}</option>}
          <optgroup label={t(m.builtIn)}>
            {builtInSounds.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      {v.type === '_driveFile_' && (
        <div className="kite-settings-field">
          <span>{t(m.fileUrl)}</span>
          {v.fileUrl ? <code className="kite-sounds-url">{v.fileUrl}</code> : <span className="kite-settings-note">{t(m.noFile)}</span>}
          <Button onClick={() => void chooseFile()}>{t(m.chooseFile)}</Button>
        </div>
      )}
      <div className="kite-settings-field">
        <label htmlFor={volumeId}>{t(m.volume)}</label>
        <div className="kite-sounds-range">
          <input
            id={volumeId}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={v.volume}
            aria-valuetext={pct(v.volume)}
            onChange={(e) => props.onChange({ ...v, volume: Number(e.target.value) })}
          />
          <output htmlFor={volumeId}>{pct(v.volume)}</output>
          <Button
            disabled={v.type === null}
            aria-label={`${t(m.play)}: ${props.label}`}
            onClick={() => void sounds.playSetting(v, props.event).then((ok) => setError(ok ? null : t(m.playFailed)))}
          >
            {t(m.play)}
          </Button>
        </div>
      </div>
      {error && <p role="alert">{error}</p>}
    </fieldset>
  );
}

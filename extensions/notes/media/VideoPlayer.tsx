import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { entities } from 'misskey-js';
import { Icon, safeHttpUrl, useT } from '@kite/sdk';
import { rareNoteMessages as m } from '../rareMessages';

import { VIDEO } from './video';

export { VIDEO };

const fmt = (s: number) => (Number.isFinite(s) ? `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}` : '0:00');

/** Video with its own controls: they hide 3 s after the last interaction while playing. */
export function VideoPlayer({ file }: { file: entities.DriveFile }) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState<number>(VIDEO.defaultVolume);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  // The controls hide a while after the last pointer move (`poke`) or start of play, while playing.
  const [poke, setPoke] = useState(0);
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  const shown = !playing || hiddenAt !== poke;
  const src = safeHttpUrl(file.url)?.href;

  useEffect(() => {
    if (ref.current) ref.current.volume = volume;
  }, [volume]);
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate]);
  useEffect(() => {
    if (!playing) return;
    const id = setTimeout(() => setHiddenAt(poke), VIDEO.hideAfterMs);
    return () => clearTimeout(id);
  }, [playing, poke]);

  const v = () => ref.current;
  const toggle = () => {
    const el = v();
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };
  const seekBy = (d: number) => {
    const el = v();
    if (el) el.currentTime = Math.max(0, Math.min(el.duration || 0, el.currentTime + d));
  };
  const volumeBy = (d: number) => setVolume((x) => Math.round(Math.max(0, Math.min(1, x + d)) * 10) / 10);
  const onKey = (e: KeyboardEvent) => {
    setPoke((n) => n + 1);
    if ((e.target as HTMLElement).tagName === 'INPUT' || (e.target as HTMLElement).tagName === 'SELECT') return;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => seekBy(-VIDEO.seekStep),
      ArrowRight: () => seekBy(VIDEO.seekStep),
      ArrowUp: () => volumeBy(VIDEO.volumeStep),
      ArrowDown: () => volumeBy(-VIDEO.volumeStep),
      k: toggle,
      ' ': toggle,
      m: () => setMuted((x) => !x),
    };
    const a = actions[e.key];
    if (a) {
      e.preventDefault();
      a();
    }
  };
  if (!src) return null;
  return (
    <div
      className={`kite-video${shown ? '' : ' kite-video-idle'}`}
      onPointerMove={() => setPoke((n) => n + 1)}
      onKeyDown={onKey}
      role="group"
      aria-label={t(m.video)}
    >
      <video
        ref={ref}
        src={src}
        preload="metadata"
        playsInline
        title={file.comment ?? file.name}
        onPlay={() => {
          setPlaying(true);
          setPoke((n) => n + 1);
        }}
        onPause={() => setPlaying(false)}
        onClick={toggle}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
      />
      <div className="kite-video-controls">
        <button type="button" onClick={toggle} aria-label={playing ? t(m.pause) : t(m.play)}>
          <Icon icon={playing ? 'minus' : 'play'} size={16} />
        </button>
        <span className="kite-video-time">
          {fmt(time)} / {fmt(duration)}
        </span>
        <input
          type="range"
          aria-label={t(m.seek)}
          min={0}
          max={duration || 0}
          step={VIDEO.seekStep}
          value={time}
          onChange={(e) => {
            const el = v();
            if (el) el.currentTime = Number(e.target.value);
          }}
        />
        <button type="button" onClick={() => setMuted((x) => !x)} aria-label={muted ? t(m.unmute) : t(m.mute)} aria-pressed={muted}>
          <Icon icon={muted ? 'x' : 'speakerphone'} size={16} />
        </button>
        <input
          type="range"
          aria-label={t(m.volume)}
          min={0}
          max={1}
          step={VIDEO.volumeStep}
          value={volume}
          onChange={(e) => setVolume(Number(e.target.value))}
        />
        <select aria-label={t(m.playbackRate)} value={rate} onChange={(e) => setRate(Number(e.target.value))}>
          {VIDEO.rates.map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={t(m.fullscreen)}
          onClick={() => void ref.current?.parentElement?.requestFullscreen?.().catch(() => undefined)}
        >
          <Icon icon="maximize" size={16} />
        </button>
      </div>
    </div>
  );
}

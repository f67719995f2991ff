import { useId, useState } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, safeHttpUrl, useOptionalService, useService, useT, useViewer, safeImageSrc } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { titles } from '../titles';
import { LoadState } from '../LoadState';

interface Chosen {
  id: string;
  angle: number;
  flipH: boolean;
  offsetX: number;
  offsetY: number;
}

const fromMe = (me: entities.MeDetailed | null): Chosen[] =>
  (me?.avatarDecorations ?? []).map((d) => ({
    id: d.id,
    angle: d.angle ?? 0,
    flipH: d.flipH ?? false,
    offsetX: d.offsetX ?? 0,
    offsetY: d.offsetY ?? 0,
  }));

/** A decoration over the avatar the way Misskey draws it: twice the avatar's size, centred, turned, flipped and shifted. */
function DecorationLayer(props: { url: string; d: Chosen }) {
  const { d } = props;
  const style = {
    transform: `translate(${d.offsetX * 100}%, ${d.offsetY * 100}%) rotate(${d.angle * 360}deg) scaleX(${d.flipH ? -1 : 1})`,
  };
  return <img className="kite-deco-layer" src={safeImageSrc(props.url)} alt="" style={style} />;
}

function Slider(props: { label: string; value: number; max: number; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div className="kite-settings-field">
      <label htmlFor={id}>
        {props.label}: {props.value.toFixed(2)}
      </label>
      <input
        id={id}
        type="range"
        min={-props.max}
        max={props.max}
        step={0.01}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </div>
  );
}

/**
 * `/settings/avatar-decoration`: choose among the decorations the server offers
 * (`get-avatar-decorations`, up to the role's limit), turn, flip and shift each over a preview of
 * the avatar, and save with `i/update`.
 */
export default function AvatarDecorationPage() {
  const t = useT();
  const api = useService(Api);
  const accounts = useOptionalService(Accounts);
  const me = useViewer().me;
  const offered = useLoad('decorations', () => api.request('get-avatar-decorations', {}));
  const [chosen, setChosen] = useState<Chosen[]>(() => fromMe(me));
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const limit = me?.policies.avatarDecorationLimit ?? 0;
  const all = offered.data ?? [];
  const urlOf = (id: string) => safeHttpUrl(all.find((d) => d.id === id)?.url ?? '')?.href ?? null;
  const nameOf = (id: string) => all.find((d) => d.id === id)?.name ?? id;
  const update = (i: number, patch: Partial<Chosen>) => setChosen((list) => list.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const save = async () => {
    try {
      await api.request('i/update', { avatarDecorations: chosen });
      setStatus({ ok: true, text: t(m.saved) });
      await accounts?.refresh().catch(() => {});
    } catch (e) {
      setStatus({ ok: false, text: t(m.failed, { error: errorText(e, t) }) });
    }
  };
  return (
    <div className="kite-settings-page kite-decorations">
      <h1>{t(titles.avatarDecoration)}</h1>
      <p className="kite-settings-note">{t(m.decorationsHelp, { limit })}</p>
      <section aria-label={t(m.preview)} className="kite-deco-preview-wrap">
        <div className="kite-deco-preview">
          {me && <img className="kite-deco-avatar" src={safeImageSrc(me.avatarUrl)} alt="" />}
          {chosen.map((c) => {
            const url = urlOf(c.id);
            return url ? <DecorationLayer key={c.id} url={url} d={c} /> : null;
          })}
        </div>
      </section>
      <section aria-labelledby="kite-deco-chosen">
        <h2 id="kite-deco-chosen">{t(m.chosenDecorations)}</h2>
        {chosen.length === 0 && <p>{t(m.noneChosen)}</p>}
        {chosen.map((c, i) => (
          <fieldset key={c.id} className="kite-deco-chosen" data-decoration={nameOf(c.id)}>
            <legend>{nameOf(c.id)}</legend>
            <Slider label={t(m.angle)} value={c.angle} max={0.5} onChange={(angle) => update(i, { angle })} />
            <Slider label={t(m.offsetX)} value={c.offsetX} max={0.25} onChange={(offsetX) => update(i, { offsetX })} />
            <Slider label={t(m.offsetY)} value={c.offsetY} max={0.25} onChange={(offsetY) => update(i, { offsetY })} />
            <label className="kite-at-check">
              <input type="checkbox" checked={c.flipH} onChange={(e) => update(i, { flipH: e.target.checked })} />
              {t(m.flip)}
            </label>
            <Button aria-label={t(m.removeOf, { name: nameOf(c.id) })} onClick={() => setChosen((l) => l.filter((_, j) => j !== i))}>
              {t(m.remove)}
            </Button>
          </fieldset>
        ))}
        {status && (
          <p role={status.ok ? 'status' : 'alert'} className={status.ok ? 'kite-at-ok' : 'kite-at-error'}>
            {status.text}
          </p>
        )}
        <div className="kite-settings-actions">
          <Button variant="primary" onClick={() => void save()}>
            {t(m.save)}
          </Button>
        </div>
      </section>
      <section aria-labelledby="kite-deco-available">
        <h2 id="kite-deco-available">{t(m.available)}</h2>
        <LoadState loaded={offered} />
        {offered.data && all.length === 0 && <p>{t(m.noDecorations)}</p>}
        {chosen.length >= limit && all.length > 0 && <p className="kite-settings-note">{t(m.limitReached, { limit })}</p>}
        <ul className="kite-deco-grid">
          {all.map((d) => {
            const url = safeHttpUrl(d.url)?.href;
            const taken = chosen.some((c) => c.id === d.id);
            return (
              <li key={d.id} className="kite-deco-card">
                {url && <img src={url} alt="" width={72} height={72} />}
                <strong>{d.name}</strong>
                {d.description && <span className="kite-settings-note">{d.description}</span>}
                <Button
                  aria-label={t(m.addOf, { name: d.name })}
                  disabled={taken || chosen.length >= limit}
                  onClick={() => setChosen((l) => [...l, { id: d.id, angle: 0, flipH: false, offsetX: 0, offsetY: 0 }])}
                >
                  {t(m.add)}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

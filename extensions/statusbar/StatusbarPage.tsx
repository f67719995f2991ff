import { useEffect, useId, useState } from 'react';
import { Api, Overlays, Preferences, safeHttpUrl, useService, useT } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { useSnapshot } from 'valtio';
import { SIZES, TYPES, newStatusbar, readStatusbars, withType } from './model';
import type { Statusbar, StatusbarSize, StatusbarType } from './model';
import { BARS_KEY, statusbarPrefs } from './prefs';
import { ensureMounted } from './mount';
import { statusbarMessages as m } from './messages';
import { statusbarTitles } from './titles';

/** `/settings/statusbar`: add, edit and remove the status bars (Misskey's settings for each). */
export default function StatusbarPage() {
  const t = useT();
  const prefs = useService(Preferences);
  const overlays = useService(Overlays);
  const state = useSnapshot(prefs.state) as Record<string, unknown>;
  const bars = readStatusbars(state[BARS_KEY]);
  // The preference may not be defined yet when this page is the first content (start.ts runs after it).
  useEffect(() => void statusbarPrefs(prefs), [prefs]);
  // The bars show as soon as one is set up, without a reload.
  useEffect(() => void ensureMounted(overlays), [overlays]);
  const save = (next: Statusbar[]) => statusbarPrefs(prefs).set('bars', next);
  return (
    <div className="kite-settings-page">
      <h1>{t(statusbarTitles.statusbar)}</h1>
      <p className="kite-settings-note">{t(m.explain)}</p>
      {bars.length === 0 && <p>{t(m.none)}</p>}
      {bars.map((b, i) => (
        <BarEditor
          key={b.id}
          index={i}
          bar={b}
          onSave={(bar) => save(bars.map((x) => (x.id === bar.id ? bar : x)))}
          onRemove={() => save(bars.filter((x) => x.id !== b.id))}
        />
      ))}
      <button type="button" className="kite-button kite-button-primary" onClick={() => save([...bars, newStatusbar(crypto.randomUUID())])}>
        {t(m.add)}
      </button>
    </div>
  );
}

const sizeLabel = { verySmall: m.verySmall, small: m.small, medium: m.medium, large: m.large, veryLarge: m.veryLarge } as const;
const typeLabel = { rss: m.rss, federation: m.federation, userList: m.userList } as const;

function BarEditor(props: { index: number; bar: Statusbar; onSave: (b: Statusbar) => void; onRemove: () => void }) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(props.bar);
  const [urlError, setUrlError] = useState(false);
  const p = draft.props;
  // Choices apply at once; typed fields wait for Save.
  const commit = (b: Statusbar) => {
    setDraft(b);
    props.onSave(b);
  };
  const setProp = (k: string, v: unknown, now: boolean) => {
    const b = { ...draft, props: { ...draft.props, [k]: v } };
    if (now) commit(b);
    else setDraft(b);
  };
  const saveTyped = () => {
    const url = typeof p['url'] === 'string' ? p['url'] : '';
    if (draft.type === 'rss' && !safeHttpUrl(url)) {
      setUrlError(true);
      return;
    }
    setUrlError(false);
    commit(draft);
  };
  const title = draft.name || t(m.untitled);
  return (
    <section className="kite-settings-section" aria-labelledby={`${id}-h`} data-testid="statusbar-editor">
      <h2 id={`${id}-h`}>
        {props.index + 1}. {title}
      </h2>
      <div className="kite-settings-field">
        <label htmlFor={`${id}-type`}>{t(m.type)}</label>
        <select
          id={`${id}-type`}
          value={draft.type ?? ''}
          onChange={(e) => {
            const v = e.target.value;
            if ((TYPES as readonly string[]).includes(v)) commit(withType(draft, v as StatusbarType));
          }}
        >
          {draft.type === null && <option value="">{t(m.choose)}</option>}
          {TYPES.map((ty) => (
            <option key={ty} value={ty}>
              {t(typeLabel[ty])}
            </option>
          ))}
        </select>
      </div>
      <div className="kite-settings-field">
        <label htmlFor={`${id}-name`}>{t(m.label)}</label>
        <input id={`${id}-name`} value={draft.name ?? ''} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </div>
      <div className="kite-settings-row">
        <label>
          <input type="checkbox" checked={draft.black} onChange={(e) => commit({ ...draft, black: e.target.checked })} />
          {t(m.black)}
        </label>
      </div>
      <div className="kite-settings-field">
        <label htmlFor={`${id}-size`}>{t(m.size)}</label>
        <select id={`${id}-size`} value={draft.size} onChange={(e) => commit({ ...draft, size: e.target.value as StatusbarSize })}>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {t(sizeLabel[s])}
            </option>
          ))}
        </select>
      </div>
      {draft.type === 'rss' && (
        <>
          <div className="kite-settings-field">
            <label htmlFor={`${id}-url`}>{t(m.url)}</label>
            <input
              id={`${id}-url`}
              type="url"
              value={typeof p['url'] === 'string' ? p['url'] : ''}
              aria-invalid={urlError}
              aria-describedby={urlError ? `${id}-url-err` : undefined}
              onChange={(e) => setProp('url', e.target.value, false)}
            />
            {urlError && (
              <p id={`${id}-url-err`} role="alert" className="kite-settings-error">
                {t(m.badUrl)}
              </p>
            )}
          </div>
          <div className="kite-settings-row">
            <label>
              <input type="checkbox" checked={p['shuffle'] === true} onChange={(e) => setProp('shuffle', e.target.checked, true)} />
              {t(m.shuffle)}
            </label>
          </div>
        </>
      )}
      {draft.type === 'userList' && (
        <ListChoice id={`${id}-list`} value={p['userListId']} onChange={(v) => setProp('userListId', v, true)} />
      )}
      {draft.type !== null && (
        <>
          <div className="kite-settings-field">
            <label htmlFor={`${id}-refresh`}>{t(m.refresh)}</label>
            <input
              id={`${id}-refresh`}
              type="number"
              min={1}
              value={Number(p['refreshIntervalSec']) || ''}
              onChange={(e) => setProp('refreshIntervalSec', Number(e.target.value), false)}
            />
          </div>
          <div className="kite-settings-field">
            <label htmlFor={`${id}-speed`}>{t(m.speed)}</label>
            <input
              id={`${id}-speed`}
              type="range"
              min={5}
              max={150}
              step={1}
              value={Number(p['marqueeDuration']) || 100}
              onChange={(e) => setProp('marqueeDuration', Number(e.target.value), true)}
            />
          </div>
          <div className="kite-settings-row">
            <label>
              <input
                type="checkbox"
                checked={p['marqueeReverse'] === true}
                onChange={(e) => setProp('marqueeReverse', e.target.checked, true)}
              />
              {t(m.reverse)}
            </label>
          </div>
          {draft.type === 'federation' && (
            <div className="kite-settings-row">
              <label>
                <input type="checkbox" checked={p['colored'] === true} onChange={(e) => setProp('colored', e.target.checked, true)} />
                {t(m.colored)}
              </label>
            </div>
          )}
        </>
      )}
      <div className="kite-settings-row">
        <button type="button" className="kite-button kite-button-primary" onClick={saveTyped}>
          {t(m.save)}
        </button>
        <button type="button" className="kite-button kite-button-danger" onClick={props.onRemove}>
          {t(m.remove)}
        </button>
      </div>
    </section>
  );
}

function ListChoice(props: { id: string; value: unknown; onChange: (id: string) => void }) {
  const t = useT();
  const api = useService(Api);
  const [lists, setLists] = useState<entities.UserList[] | null>(null);
  useEffect(() => {
    let gone = false;
    api.request('users/lists/list', {}).then(
      (l) => !gone && setLists(l),
      () => !gone && setLists([]),
    );
    return () => {
      gone = true;
    };
  }, [api]);
  if (lists === null) return null;
  if (lists.length === 0) return <p>{t(m.noLists)}</p>;
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="kite-settings-field">
      <label htmlFor={props.id}>{t(m.list)}</label>
      <select id={props.id} value={value} onChange={(e) => props.onChange(e.target.value)}>
        {value === '' && <option value="">{t(m.choose)}</option>}
        {lists.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}

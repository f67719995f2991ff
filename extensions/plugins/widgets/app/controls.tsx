import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Api, Commands, useService, useT } from '@kite/sdk';
import type { NoteVisibility } from '@kite/sdk';
import { isRecord, textOf } from '../../host/uiSnapshot';
import { scriptWidgetMessages as m } from '../messages';

/** Calls the script's handler named by a prop (`{ handler: id }`), if it names one. */
export type Invoke = (handler: unknown, args: unknown[]) => void;
type P = { props: Record<string, unknown>; invoke: Invoke };

function Field({ id, label, caption, children }: { id: string; label: unknown; caption: unknown; children: ReactNode }) {
  return (
    <div className="kite-asui-field">
      {textOf(label) && <label htmlFor={id}>{textOf(label)}</label>}
      {children}
      {textOf(caption) && <small>{textOf(caption)}</small>}
    </div>
  );
}

function Button({ props, invoke }: P) {
  return (
    <button
      type="button"
      className={props['primary'] === true ? 'kite-button kite-button-primary' : 'kite-button'}
      style={props['rounded'] === true ? { borderRadius: 999 } : undefined}
      disabled={props['disabled'] === true}
      onClick={() => invoke(props['onClick'], [])}
    >
      {textOf(props['text'])}
    </button>
  );
}

export function UiButton(p: P) {
  return (
    <div>
      <Button {...p} />
    </div>
  );
}

export function UiButtons({ props, invoke }: P) {
  const buttons = Array.isArray(props['buttons']) ? props['buttons'].filter(isRecord) : [];
  return (
    <div className="kite-asui-buttons">
      {buttons.map((b, i) => (
        <Button key={i} props={b} invoke={invoke} />
      ))}
    </div>
  );
}

/** The value an input starts from: the script's `default`, again whenever the script changes it. */
function useDefault<T>(value: T): [T, (v: T) => void] {
  const [current, setCurrent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setCurrent(value);
  }
  return [current, setCurrent];
}

export function UiSwitch({ props, invoke }: P) {
  const id = useId();
  const [on, setOn] = useDefault(props['default'] === true);
  return (
    <div className="kite-asui-field">
      <label className="kite-asui-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={on}
          onChange={(e) => {
            setOn(e.currentTarget.checked);
            invoke(props['onChange'], [e.currentTarget.checked]);
          }}
        />
        {textOf(props['label'])}
      </label>
      {textOf(props['caption']) && <small>{textOf(props['caption'])}</small>}
    </div>
  );
}

export function UiInput({ kind, props, invoke }: P & { kind: 'textInput' | 'textarea' | 'numberInput' }) {
  const id = useId();
  const [value, setValue] = useDefault(textOf(props['default']));
  const change = (v: string) => {
    setValue(v);
    if (kind !== 'numberInput') invoke(props['onInput'], [v]);
    else if (v.trim() !== '' && Number.isFinite(Number(v))) invoke(props['onInput'], [Number(v)]);
  };
  return (
    <Field id={id} label={props['label']} caption={props['caption']}>
      {kind === 'textarea' ? (
        <textarea id={id} value={value} onChange={(e) => change(e.currentTarget.value)} />
      ) : (
        <input id={id} type={kind === 'numberInput' ? 'number' : 'text'} value={value} onChange={(e) => change(e.currentTarget.value)} />
      )}
    </Field>
  );
}

export function UiSelect({ props, invoke }: P) {
  const id = useId();
  const items = Array.isArray(props['items']) ? props['items'].filter(isRecord) : [];
  const values = items.map((it) => it['value']);
  const [index, setIndex] = useDefault(Math.max(0, values.indexOf(props['default'])));
  return (
    <Field id={id} label={props['label']} caption={props['caption']}>
      <select
        id={id}
        value={String(index)}
        onChange={(e) => {
          const i = Number(e.currentTarget.value);
          setIndex(i);
          invoke(props['onChange'], [values[i] ?? null]);
        }}
      >
        {items.map((it, i) => (
          <option key={i} value={String(i)}>
            {textOf(it['text'])}
          </option>
        ))}
      </select>
    </Field>
  );
}

const VISIBILITIES: readonly NoteVisibility[] = ['public', 'home', 'followers', 'specified'];
const visibilityOf = (v: unknown): NoteVisibility | undefined => VISIBILITIES.find((x) => x === v);
const formOf = (v: unknown) => (isRecord(v) ? v : {});

/** Opens the post form filled with the app's `form` (text, cw, visibility, localOnly). */
export function UiPostFormButton({ props }: { props: Record<string, unknown> }) {
  const commands = useService(Commands);
  const form = formOf(props['form']);
  return (
    <div>
      <button
        type="button"
        className={props['primary'] === true ? 'kite-button kite-button-primary' : 'kite-button'}
        style={props['rounded'] === true ? { borderRadius: 999 } : undefined}
        onClick={() =>
          void commands.run('compose.open', {
            initialText: textOf(form['text']),
            initialCw: textOf(form['cw']) || undefined,
            initialVisibility: visibilityOf(form['visibility']),
            initialLocalOnly: form['localOnly'] === true,
          })
        }
      >
        {textOf(props['text'])}
      </button>
    </div>
  );
}

/** A small post form in the app, filled with its `form`; posts with the app's visibility and cw. */
export function UiPostForm({ props }: { props: Record<string, unknown> }) {
  const t = useT();
  const api = useService(Api);
  const id = useId();
  const form = formOf(props['form']);
  const [text, setText] = useDefault(textOf(form['text']));
  const [state, setState] = useState<'idle' | 'posting' | 'posted' | 'failed'>('idle');
  const post = async () => {
    setState('posting');
    try {
      await api.request('notes/create', {
        text,
        cw: textOf(form['cw']) || null,
        visibility: visibilityOf(form['visibility']) ?? 'public',
        localOnly: form['localOnly'] === true,
      });
      setText('');
      setState('posted');
    } catch {
      setState('failed');
    }
  };
  return (
    <Field id={id} label={t(m.postText)} caption={null}>
      <textarea id={id} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      <button
        type="button"
        className="kite-button kite-button-primary"
        disabled={state === 'posting' || text.trim() === ''}
        onClick={() => void post()}
      >
        {t(m.post)}
      </button>
      <span role="status">{state === 'posted' ? t(m.posted) : state === 'failed' ? t(m.postFailed) : ''}</span>
    </Field>
  );
}

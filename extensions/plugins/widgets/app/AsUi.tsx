import type { CSSProperties, ReactNode } from 'react';
import { NoteViews, useOptionalService } from '@kite/sdk';
import type { UiComponent, UiSnapshot } from '../../sandbox/protocol';
import { UI_ROOT } from '../../sandbox/protocol';
import { textOf } from '../../host/uiSnapshot';
import { UiButton, UiButtons, UiInput, UiPostForm, UiPostFormButton, UiSelect, UiSwitch } from './controls';
import type { Invoke } from './controls';

/**
 * Draws an app's interface (AiScript's `Ui:` components, as Misskey's Play and AiScript App
 * widget show them) from the worker's snapshot. Everything here is the script's data: text is
 * rendered as text (or MFM through the notes' renderer), colours only as style values.
 */
export function AsUi({ snapshot, invoke }: { snapshot: UiSnapshot; invoke: Invoke }) {
  return <Children ids={snapshot.components[UI_ROOT]?.props['children']} snapshot={snapshot} invoke={invoke} seen={[]} />;
}

type TreeProps = { snapshot: UiSnapshot; invoke: Invoke; seen: readonly string[] };

function Children({ ids, ...rest }: { ids: unknown } & TreeProps): ReactNode {
  if (!Array.isArray(ids)) return null;
  return ids.map((id, i) =>
    // A component that contains itself is drawn once (a script may build a cycle).
    typeof id === 'string' && !rest.seen.includes(id) ? <Component key={`${id}:${i}`} id={id} {...rest} /> : null,
  );
}

function Component({ id, snapshot, invoke, seen }: { id: string } & TreeProps) {
  const c: UiComponent | undefined = snapshot.components[id];
  if (!c) return null;
  const p = c.props;
  const tree = { snapshot, invoke, seen: [...seen, id] };
  switch (c.type) {
    case 'text':
      return <div style={textStyle(p)}>{textOf(p['text'])}</div>;
    case 'mfm':
      return <MfmText props={p} />;
    case 'button':
      return <UiButton props={p} invoke={invoke} />;
    case 'buttons':
      return <UiButtons props={p} invoke={invoke} />;
    case 'switch':
      return <UiSwitch props={p} invoke={invoke} />;
    case 'textInput':
    case 'textarea':
    case 'numberInput':
      return <UiInput kind={c.type} props={p} invoke={invoke} />;
    case 'select':
      return <UiSelect props={p} invoke={invoke} />;
    case 'postFormButton':
      return <UiPostFormButton props={p} />;
    case 'postForm':
      return <UiPostForm props={p} />;
    case 'folder':
      return (
        <details className="kite-asui-folder" open={p['opened'] !== false}>
          <summary>{textOf(p['title'])}</summary>
          <div className="kite-asui-stack">
            <Children ids={p['children']} {...tree} />
          </div>
        </details>
      );
    case 'container':
      if (p['hidden'] === true) return null;
      return (
        <div className="kite-asui-stack" style={containerStyle(p)}>
          <Children ids={p['children']} {...tree} />
        </div>
      );
    default:
      return null;
  }
}

function MfmText({ props }: { props: Record<string, unknown> }) {
  const views = useOptionalService(NoteViews);
  const text = textOf(props['text']);
  return <div style={textStyle(props)}>{views ? <views.Mfm text={text} /> : text}</div>;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const FONTS: Record<string, string> = { serif: 'serif', 'sans-serif': 'sans-serif', monospace: 'ui-monospace, monospace' };

function textStyle(p: Record<string, unknown>): CSSProperties {
  const size = num(p['size']);
  return {
    fontSize: size !== undefined ? `${size * 100}%` : undefined,
    fontWeight: p['bold'] === true ? 'bold' : undefined,
    color: str(p['color']),
    fontFamily: FONTS[textOf(p['font'])],
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  };
}

function containerStyle(p: Record<string, unknown>): CSSProperties {
  const align = textOf(p['align']);
  const border = num(p['borderWidth']);
  return {
    textAlign: align === 'center' || align === 'right' ? align : undefined,
    // Style values only (React sets each property; a value that is no colour is dropped).
    backgroundColor: str(p['bgColor']),
    color: str(p['fgColor']),
    fontFamily: FONTS[textOf(p['font'])],
    border: border
      ? `${border}px ${['dashed', 'dotted', 'double'].includes(textOf(p['borderStyle'])) ? textOf(p['borderStyle']) : 'solid'}`
      : undefined,
    borderColor: str(p['borderColor']),
    borderRadius: p['rounded'] === true ? 8 : num(p['borderRadius']),
    padding: num(p['padding']),
  };
}

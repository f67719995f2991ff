import type { ReactNode } from 'react';
import { useT, useViewer } from '../react';
import { safeHttpUrl } from '../url';
import { pageMessages as m } from './pageMessages';
import './page.css';

/** Which result screen: nothing to show, not found, or an error. */
export type ResultKind = 'empty' | 'notFound' | 'error';

/** Props of `ResultScreen`. */
export interface ResultScreenProps {
  kind: ResultKind;
  /** Overrides the default heading of the kind. */
  title?: string;
  text?: string;
  /** Error screens offer a retry button when given. */
  onRetry?: () => void;
  children?: ReactNode;
}

const defaults = {
  empty: { title: m.empty, text: null },
  notFound: { title: m.notFound, text: m.notFoundText },
  error: { title: m.error, text: m.errorText },
} as const;

/**
 * The result screens of spec 1 §2.5: empty, not found and error, each with the server's
 * image (meta infoImageUrl / notFoundImageUrl / serverErrorImageUrl) when it set one.
 */
export function ResultScreen(props: ResultScreenProps) {
  const t = useT();
  const meta = useViewer().meta;
  const raw = props.kind === 'empty' ? meta?.infoImageUrl : props.kind === 'notFound' ? meta?.notFoundImageUrl : meta?.serverErrorImageUrl;
  const image = raw ? safeHttpUrl(raw, globalThis.location?.origin ?? 'http://localhost') : null;
  const d = defaults[props.kind];
  const text = props.text ?? (d.text ? t(d.text) : null);
  return (
    <section
      className={`kite-result kite-result-${props.kind}`}
      role={props.kind === 'error' ? 'alert' : 'status'}
      data-result={props.kind}
    >
      {image && <img className="kite-result-image" src={image.href} alt="" decoding="async" />}
      <h2 className="kite-result-title">{props.title ?? t(d.title)}</h2>
      {text && <p>{text}</p>}
      {props.children}
      {props.onRetry && (
        <button type="button" className="kite-button" onClick={props.onRetry}>
          {t(m.retry)}
        </button>
      )}
    </section>
  );
}

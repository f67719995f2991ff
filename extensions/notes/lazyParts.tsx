import { Suspense, createElement } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { resolveLazy } from '@kite/sdk';
import type * as PollModule from './poll/Poll';
import type * as UrlPreviewModule from './preview/UrlPreview';
import type * as VideoPlayerModule from './media/VideoPlayer';
import type * as SparkleModule from './mfm/Sparkle';
import type * as CodeBlockModule from './mfm/CodeBlock';
import type * as MathViewModule from './mfm/MathView';

/**
 * Parts of a note that most notes do not have (a poll, a URL preview, a video) load with their
 * first use, not with the first note: the start page's script stays smaller. Each shows a
 * placeholder of the same kind until its code arrives, then renders directly on later notes.
 */
function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode): ComponentType<P> {
  const View = resolveLazy<P>({ lazy: () => load().then((c) => ({ default: c })) });
  return function LazyPart(props: P) {
    return <Suspense fallback={fallback(props)}>{createElement(View, props)}</Suspense>;
  };
}

export const Poll = lazyPart<ComponentProps<typeof PollModule.Poll>>(
  () => import('./poll/Poll').then((m) => m.Poll),
  () => <div className="kite-poll" aria-busy="true" />,
);

export const UrlPreview = lazyPart<ComponentProps<typeof UrlPreviewModule.UrlPreview>>(
  () => import('./preview/UrlPreview').then((m) => m.UrlPreview),
  () => <div className="kite-url-preview kite-url-preview-pending" aria-busy="true" />,
);

/** Until the sparkles' code arrives, the content shows without them. */
export const Sparkle = lazyPart<ComponentProps<typeof SparkleModule.Sparkle>>(
  () => import('./mfm/Sparkle').then((m) => m.Sparkle),
  (props) => <span className="kite-mfm-fn kite-mfm-sparkle">{props.children}</span>,
);

/** Until the code block's code arrives, its text shows as it will before highlighting. */
export const CodeBlock = lazyPart<ComponentProps<typeof CodeBlockModule.CodeBlock>>(
  () => import('./mfm/CodeBlock').then((m) => m.CodeBlock),
  (props) => (
    // Focusable like the block itself, so the keyboard can scroll a long line (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className="kite-mfm-code" tabIndex={0}>
      <code>{props.code}</code>
    </pre>
  ),
);

/** Until the formula's code arrives, its TeX source shows, as it does before KaTeX has drawn it. */
export const MathView = lazyPart<ComponentProps<typeof MathViewModule.MathView>>(
  () => import('./mfm/MathView').then((m) => m.MathView),
  (props) =>
    props.block ? <div className="kite-mfm-math-block">{props.formula}</div> : <span className="kite-mfm-math">{props.formula}</span>,
);

export const VideoPlayer = lazyPart<ComponentProps<typeof VideoPlayerModule.VideoPlayer>>(
  () => import('./media/VideoPlayer').then((m) => m.VideoPlayer),
  () => <div className="kite-video" aria-busy="true" />,
);

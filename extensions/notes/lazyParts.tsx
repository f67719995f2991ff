import { Suspense, createElement } from 'react';
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { resolveLazy } from '@kite/sdk';
import type * as PollModule from './poll/Poll';
import type * as UrlPreviewModule from './preview/UrlPreview';
import type * as VideoPlayerModule from './media/VideoPlayer';

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

export const VideoPlayer = lazyPart<ComponentProps<typeof VideoPlayerModule.VideoPlayer>>(
  () => import('./media/VideoPlayer').then((m) => m.VideoPlayer),
  () => <div className="kite-video" aria-busy="true" />,
);

import { Suspense, lazy } from 'react';
import type { entities } from 'misskey-js';
import { Loading, Overlays, mountUntilDone } from '@kite/sdk';
import type { ComposeOptions, ComposerService, ExtensionContext, PostFormProps } from '@kite/sdk';

/*
 * The form and the dialog are loaded on first use (first open, or first render of the
 * inline form): the always-loaded entry stays tiny, so a timeline's first load does not
 * pay for the composer.
 */
const loadForm = () => import('./form/PostForm');
const LazyForm = lazy(loadForm);

function PostForm(props: PostFormProps) {
  return (
    <Suspense fallback={<Loading inline />}>
      <LazyForm {...props} />
    </Suspense>
  );
}

/** The `Composer` service: the dialog through the overlay layer, and the form component. */
export function createComposer(ctx: ExtensionContext): ComposerService {
  // A second open while the first is still loading its code (p pressed twice) joins it
  // instead of stacking a second dialog.
  let loading: Promise<entities.Note | null> | null = null;
  const show = async (opts: ComposeOptions) => {
    const { PostDialog } = await import('./PostDialog').finally(() => (loading = null));
    return mountUntilDone<entities.Note | null>(
      ctx.get(Overlays),
      (done) =>
        function ComposeDialog() {
          return <PostDialog opts={opts} onDone={done} />;
        },
    );
  };
  return {
    PostForm,
    open(opts: ComposeOptions = {}) {
      return (loading ??= show(opts));
    },
  };
}

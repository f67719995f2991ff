import type { entities } from 'misskey-js';
import { Overlays } from '@kite/sdk';
import type { ComposeOptions, ComposerService, ExtensionContext } from '@kite/sdk';
import { PostDialog } from './PostDialog';
import { PostForm } from './form/PostForm';

/** The `Composer` service: the dialog through the overlay layer, and the form component. */
export function createComposer(ctx: ExtensionContext): ComposerService {
  return {
    PostForm,
    open(opts: ComposeOptions = {}) {
      return new Promise<entities.Note | null>((resolve) => {
        let handle: { dispose(): void } | null = null;
        const done = (note: entities.Note | null) => {
          handle?.dispose();
          resolve(note);
        };
        handle = ctx.get(Overlays).mount(function ComposeDialog() {
          return <PostDialog opts={opts} onDone={done} />;
        });
      });
    },
  };
}

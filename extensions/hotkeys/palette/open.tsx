import { Overlays } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { Palette } from './Palette';
import type { PaletteItem } from './match';
import { readRecent, rememberRecent } from './recent';
import { collectionItems, immediateItems, settingsWords } from './sources';

/** The palette on screen, so a second Ctrl+K does not stack another. */
let shown: { dispose(): void } | null = null;

/** Opens the command palette (the `palette.open` command). */
export async function openPalette(ctx: Pick<ExtensionContext, 'get'>): Promise<void> {
  if (shown) return;
  const items = immediateItems(ctx);
  const moreWords = settingsWords(ctx).then((byPath) => new Map([...byPath].map(([path, words]) => [`settings:${path}`, words])));
  const moreItems = collectionItems(ctx);
  const recent = await readRecent(ctx);
  if (shown) return;
  const choose = (close: () => void) => (item: PaletteItem) => {
    close();
    void rememberRecent(ctx, item.id);
    void Promise.resolve()
      .then(() => item.run())
      .catch((e: unknown) => console.error('[kite] palette: command failed', e));
  };
  const mounted = ctx.get(Overlays).mount(({ close }) => {
    const done = () => {
      shown = null;
      close();
    };
    return <Palette items={items} moreWords={moreWords} moreItems={moreItems} recent={recent} choose={choose(done)} close={done} />;
  });
  shown = mounted;
}

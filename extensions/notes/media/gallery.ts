import type { entities } from 'misskey-js';
import type { NavigationService } from '@kite/sdk';
import { safeHttpUrl } from '@kite/sdk';

export const GALLERY_HASH = '#pswp';

/**
 * Opens the images of a note in PhotoSwipe (loaded on first open). Opening pushes `#pswp`
 * into history so the browser's back button closes the gallery instead of leaving the page.
 */
export async function openGallery(files: readonly entities.DriveFile[], index: number, nav: NavigationService): Promise<void> {
  const [{ default: PhotoSwipe }] = await Promise.all([import('photoswipe'), import('photoswipe/style.css')]);
  const dataSource = files.map((f) => ({
    src: safeHttpUrl(f.url)?.href ?? '',
    width: f.properties?.width ?? 1200,
    height: f.properties?.height ?? 1200,
    alt: f.comment ?? f.name,
  }));
  const pswp = new PhotoSwipe({ dataSource, index, bgOpacity: 0.9, showHideAnimationType: 'fade', wheelToZoom: true });
  const base = nav.current.replace(/#.*$/, '');
  nav.push(`${base}${GALLERY_HASH}`);
  let closedByBack = false;
  const unsubscribe = nav.subscribe(() => {
    if (!nav.current.endsWith(GALLERY_HASH)) {
      closedByBack = true;
      pswp.close();
    }
  });
  pswp.on('destroy', () => {
    unsubscribe();
    if (!closedByBack && nav.current.endsWith(GALLERY_HASH)) nav.back();
  });
  pswp.init();
}

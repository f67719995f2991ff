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
  let opened = false;
  pswp.on('openingAnimationEnd', () => {
    opened = true;
    if (closedByBack) pswp.close();
  });
  const onHistory = () => {
    if (closedByBack || location.hash === GALLERY_HASH) return;
    closedByBack = true;
    // PhotoSwipe ignores close() while its opening animation runs: then close when it ends.
    if (opened) pswp.close();
  };
  // Back (popstate) closes the gallery; the router may or may not report hash-only changes.
  const unsubscribe = nav.subscribe(onHistory);
  window.addEventListener('popstate', onHistory);
  pswp.on('destroy', () => {
    unsubscribe();
    window.removeEventListener('popstate', onHistory);
    if (!closedByBack && nav.current.endsWith(GALLERY_HASH)) nav.back();
  });
  pswp.init();
}

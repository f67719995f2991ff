/**
 * The custom CSS of this device (spec 1 §2.1 /settings/custom-css): kept in local storage and
 * applied as one `<style>` element whose text is the CSS — set through `textContent`, never
 * parsed as HTML, so nothing in it can add elements or scripts.
 */
export const STORAGE_KEY = 'kite:customCss';
const ELEMENT_ID = 'kite-custom-css';

export function storedCss(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Puts `css` in effect (last in <head>, so it wins over the app's own styles); empty removes it. */
export function applyCss(css: string): void {
  if (typeof document === 'undefined') return;
  let el = document.getElementById(ELEMENT_ID);
  if (!css.trim()) {
    el?.remove();
    return;
  }
  if (!(el instanceof HTMLStyleElement)) {
    el?.remove();
    el = document.createElement('style');
    el.id = ELEMENT_ID;
  }
  el.textContent = css;
  document.head.appendChild(el);
}

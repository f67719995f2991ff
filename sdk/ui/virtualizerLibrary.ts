/** What the window's list virtualiser uses of its library: loaded on demand (see windowVirtualizer.ts), never in the first load. */
export { Virtualizer, observeWindowOffset, observeWindowRect, windowScroll } from '@tanstack/react-virtual';

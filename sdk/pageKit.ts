/**
 * `@kite/sdk/pageKit`: the sdk's UI that only pages, dialogs and settings draw, never the first
 * screen. Everything `@kite/sdk` exports is in the boot chunk (the bundler keeps the index's
 * modules together); imported from here, these load with the first page that uses them (issue 18).
 */
export { PageHeader, HEADER_NARROW_PX } from './ui/PageHeader';
export { Deferred } from './ui/Deferred';
export { SwipeTabs } from './ui/SwipeTabs';
export { SWIPE, isVerticalSwipe, swipeOffset, swipeStep } from './ui/swipe';
export { TipBox } from './ui/TipBox';
export { registerTips, knownTips, isTipDismissed, dismissTip, hideAllTips } from './ui/tips';
export { formatBytes } from './format';
export { Modal, FOCUSABLE } from './ui/Modal';
export { PermissionName } from './permissionName';

/**
 * `@kite/sdk/internal`: what the kernel takes from the sdk beyond the public contract — the
 * implementations behind kernel services (the note store, the key-value stores) and the kernel's
 * own helpers (extension marker, engines range, message keys, lazy pages, the theme compiler).
 * Extensions, their tests' fixtures and third-party bundles never import it
 * (`npm run check:boundaries`); it is not shared with third-party code and changes freely.
 */
export { NoteStoreImpl, NOTE_STORE } from './ui/noteStore';
export type { NoteStoreDeps } from './ui/noteStore';
export { LocalStorageKv, createKeyValueService, isQuotaError, openStartupKvStore, setOrEvict } from './keyValue';
export { describeToken } from './tokens';
export { isExtension } from './extension';
export { isMessageKey } from './i18n';
export { preloadLazy } from './ui/lazy';
export { loadThemeCompiler } from './themeCompiler';
/** Binds the context into a declared item's functions (the host and the test kit). */
export { bindContextArguments } from './contextPositions';

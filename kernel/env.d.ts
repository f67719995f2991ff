/** Injected by Vite from package.json (see vite.config.ts). */
declare const __KITE_VERSION__: string;
/** Version of the language packs in locales/ (a hash of their content, see vite.config.ts). */
declare const __KITE_LOCALES_VERSION__: string;

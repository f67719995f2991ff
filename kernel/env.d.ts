/** Injected by Vite from package.json (see vite.config.ts). */
declare const __KITE_VERSION__: string;

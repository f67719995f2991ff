// Vitest set-up: tell React that tests wrap updates in act(). (The reflect-metadata polyfill tsyringe needs comes
// with kernel/di/services.ts, as in the app.)

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

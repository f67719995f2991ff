// Vitest set-up: tell React that tests wrap updates in act(), and give tsyringe its Reflect polyfill.
import 'reflect-metadata';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

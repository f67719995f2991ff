/**
 * Everything of the status bar that index.ts loads, as one chunk: the settings page and the
 * start after the first content (each lazy chunk adds a file name to the first load's import map).
 */
export { default } from './StatusbarPage';
export { start } from './start';

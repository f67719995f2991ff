/** Every page of this extension in one chunk (one import() site in the first load instead of one per page). */
export { default as AntennasPage } from './AntennasPage';
export { default as AntennaEditPage } from './AntennaEditPage';

/** Every page of this extension in one chunk (one import() site in the first load instead of one per page). */
export { default as MyClipsPage } from './MyClipsPage';
export { default as ClipPage } from './ClipPage';
export { default as FavoritesPage } from './FavoritesPage';

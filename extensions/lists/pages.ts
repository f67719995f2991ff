/** Every page of this extension in one chunk (one import() site in the first load instead of one per page). */
export { default as MyListsPage } from './MyListsPage';
export { default as ListEditPage } from './ListEditPage';
export { default as ListPage } from './ListPage';

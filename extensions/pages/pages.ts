/** Every page of this extension in one chunk. */
export { default as PagesListPage } from './PagesListPage';
export { default as PageViewPage } from './PageViewPage';
export { default as PageEditorPage } from './PageEditorPage';

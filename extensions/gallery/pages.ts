/** Every page of this extension in one chunk. */
export { default as GalleryListPage } from './GalleryListPage';
export { default as GalleryPostPage } from './GalleryPostPage';
export { default as GalleryEditorPage } from './GalleryEditorPage';

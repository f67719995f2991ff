/** Every page of this extension in one chunk. */
export { default as PlayListPage } from './PlayListPage';
export { default as PlayPage } from './PlayPage';
export { default as PlayEditorPage } from './PlayEditorPage';

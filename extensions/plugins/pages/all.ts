/**
 * The extension's pages behind one dynamic import: index.ts (in the boot chunk) then carries
 * one chunk reference instead of four, each with its own dependency list.
 */
export { default as PluginsPage } from './PluginsPage';
export { default as InstallPage } from './InstallPage';
export { default as InstallFromLinkPage } from './InstallFromLinkPage';
export { default as ScratchpadPage } from './ScratchpadPage';

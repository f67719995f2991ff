/** Everything the theme service needs about the built-ins, loaded as one chunk when the themes extension starts. */
export { builtinThemes } from './palettes';
export { kiteDark, kiteLight } from './base';
export { precompiledThemes } from './precompiled';

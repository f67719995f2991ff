/**
 * The Misskey theme compiler (props → CSS values), with colord, loaded on first use: the
 * themes a page starts with come precompiled, so neither is in the first load.
 */
export const loadThemeCompiler = () => import('./themeCompile');

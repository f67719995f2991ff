/** The sandbox bundles' text (tools/aiscriptSandbox.ts). */
declare module 'virtual:aiscript-sandbox/*' {
  const source: string;
  export default source;
}

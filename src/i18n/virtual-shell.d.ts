/** Shell messages picked from the feature message files at build time (scripts/i18n-shell-plugin.ts). */
declare module 'virtual:i18n-shell/*' {
  const tree: import('./types').MessageTree;
  export default tree;
}

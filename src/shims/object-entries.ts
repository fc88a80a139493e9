/*
 * node-polyglot (under ra-i18n-polyglot) imports the `object.entries` polyfill, which drags ~20 KB of es-abstract
 * helpers (get-intrinsic, call-bind…) into the first page. Every browser we support has Object.entries; aliased in
 * vite.config.ts.
 */
const entries: (value: object) => Array<[string, unknown]> = (value) => Object.entries(value);
export default entries;

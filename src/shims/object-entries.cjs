/* global module */
/*
 * node-polyglot (under ra-i18n-polyglot) requires the `object.entries` polyfill, which drags ~20 KB of es-abstract
 * helpers (get-intrinsic, call-bind…) into the first page. Every browser we support has Object.entries; aliased in
 * vite.config.ts. CommonJS, because node-polyglot calls what `require` returns.
 */
module.exports = function entries(value) {
  return Object.entries(value);
};

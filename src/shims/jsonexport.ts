/*
 * react-admin's default CSV exporter (ra-core's defaultExporter) imports jsonexport, so every react-admin list would
 * carry it (about 5 KB gzipped) though CSV is made only when someone exports, and the generated lists export with
 * their own exporter. This stands in for it and loads the real one with the first export; the callback form
 * react-admin uses (and the promise form) behave as before, one tick later. Aliased in vite.config.ts.
 */
type Real = (...args: unknown[]) => unknown;

// Spelled without `.js` so the alias (which names the file react-admin imports) does not lead back here.
const load = () => import('jsonexport/dist/index').then((module) => (module.default ?? module) as Real);

export default function jsonExport(...args: unknown[]): unknown {
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    load().then(
      (real) => real(...args),
      (error: unknown) => callback(error),
    );
    return undefined;
  }
  return load().then((real) => real(...args));
}

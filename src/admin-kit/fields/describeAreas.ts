import { describeSchema } from '@schemas/kit/describe';
import { declarationOf, declarations, loadDeclarations } from '../registry';

/*
 * Run when the app is built (scripts/area-fields-plugin.ts), not in the browser: every area's fields described from
 * its schema, by area name. Top-level await: the build's module runner closes once this module has loaded.
 */
await loadDeclarations();

export default Object.fromEntries(declarations.map(({ name }) => [name, describeSchema(declarationOf(name).schema)]));

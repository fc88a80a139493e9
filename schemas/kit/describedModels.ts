import { describeModel } from './model';
import { areaModels } from './registry';

/*
 * Run when the app is built (scripts/area-models-plugin.ts), not in the browser: every area's model without zod, its
 * fields described, by area name.
 */
export default Object.fromEntries(areaModels.map((model) => [model.name, describeModel(model)]));

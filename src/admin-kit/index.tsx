/*
 * The generator: management areas declared in /resources become react-admin screens. Importing this module also
 * adds their paths to the route table.
 */
import './routeEntries';

export { resourceElements } from './resourceElements';
export { declarations } from './registry';

/* The generated screens that edit records (one chunk, loaded with the first add or edit page). */
export { ResourceCreate as add } from './form/ResourceCreate';
export { ResourceEdit as edit } from './form/ResourceEdit';
export { default as create } from './CreateRedirect';

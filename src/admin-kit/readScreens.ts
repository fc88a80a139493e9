/* The generated screens that read records (one chunk): no form inputs, rich text editor, permission matrix or image upload. */
export { ResourceList as list } from './list/ResourceList';
export { ResourceShow as show } from './show/ResourceShow';

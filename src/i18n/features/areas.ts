import type { LabelFiles } from '../areaLabels';

/** Every management area's labels (all locales in one file each), by path; the locale chunks pick theirs. */
export default import.meta.glob<LabelFiles[string]>('/resources/*/labels.ts', { eager: true, import: 'default' });

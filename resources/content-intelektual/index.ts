import { defineContentArea } from '../_content/declaration';

/** Intellectual content: articles, research, white papers and guides. */
export default defineContentArea({
  name: 'content-intelektual',
  model: () => import('@schemas/content-intelektual'),
  views: ['list', 'add', 'edit', 'show'],
  // Edited through the list; the detail page is for those who may only read.
  afterSave: 'list',
  columns: ['kind'],
  details: {
    title: 'resources.content-intelektual.sections.details',
    fields: ['kind', 'authorName', 'topics', 'readingMinutes'],
  },
  icon: 'LightbulbOutlined',
});

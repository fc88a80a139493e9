import { defineContentArea } from '../_content/declaration';

/** About-us pages: mission, vision, founding year and team. */
export default defineContentArea({
  name: 'content-about-us',
  model: () => import('@schemas/content-about-us'),
  views: ['list', 'add', 'edit', 'show'],
  details: {
    title: 'resources.content-about-us.sections.details',
    fields: ['mission', 'vision', 'foundedYear', 'team'],
  },
  icon: 'InfoOutlined',
});

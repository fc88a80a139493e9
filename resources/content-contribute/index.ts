import { defineContentArea } from '../_content/declaration';

/** Pages inviting contributions: contact, guidelines, whether submissions are open. */
export default defineContentArea({
  name: 'content-contribute',
  model: () => import('@schemas/content-contribute'),
  views: ['list', 'add', 'show', 'edit'],
  columns: ['acceptsSubmissions'],
  details: {
    title: 'resources.content-contribute.sections.details',
    fields: ['contactEmail', 'guidelinesUrl', 'acceptsSubmissions'],
  },
  icon: 'VolunteerActivismOutlined',
});

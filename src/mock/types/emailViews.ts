/** E-mail folders, views and labels: plain constants the route table can import without the zod contract. */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
/** What the list can show: a folder, or `starred` (starred e-mails outside the trash). */
export const EMAIL_VIEWS = [...EMAIL_FOLDERS, 'starred'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;

export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailView = (typeof EMAIL_VIEWS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];

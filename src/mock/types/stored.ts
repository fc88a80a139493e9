/**
 * The shape of the rows the demo apps keep, checked when stored data is loaded: a row of another shape (an older
 * version, another tab's bug, a broken disk) would otherwise crash a screen. Shapes only, no form limits: what was
 * stored before a limit existed still loads. Unknown fields are allowed.
 */
import { z } from 'zod';
import { CALENDAR_KINDS } from './calendar';
import { EMAIL_FOLDERS, EMAIL_LABELS } from './emailViews';
import { INVOICE_STATUSES } from './invoice';
import { TASK_TAGS } from './todoFilters';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from './users';

const id = z.number().int();
const text = z.string();
const flag = z.boolean();
const amount = z.number();

const task = z.looseObject({
  id,
  title: text,
  dueDate: text.nullable(),
  description: text,
  tags: z.array(z.enum(TASK_TAGS)),
  assignee: z.looseObject({ fullName: text, avatar: text }).nullable(),
  isCompleted: flag,
  isDeleted: flag,
  isImportant: flag,
  order: amount,
});

const calendarEvent = z.looseObject({
  id,
  url: text,
  title: text,
  start: text,
  end: text,
  allDay: flag,
  extendedProps: z.looseObject({
    calendar: z.enum(CALENDAR_KINDS),
    guests: z.array(text),
    location: text,
    description: text,
  }),
});

const invoice = z.looseObject({
  id,
  issuedDate: text,
  dueDate: text,
  service: text,
  discount: amount,
  taxRate: amount,
  total: amount,
  balance: amount,
  client: z.looseObject({ name: text, company: text, companyEmail: text, address: text, country: text, contact: text }),
  items: z.array(z.looseObject({ title: text, description: text, cost: amount, qty: amount })),
  payments: z.array(z.looseObject({ id, amount, date: text, method: text, note: text })),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  salesperson: text,
  note: text,
  avatar: text,
});

const managedUser = z.looseObject({
  id,
  fullName: text,
  company: text,
  username: text,
  country: text,
  contact: text,
  email: text,
  avatar: text,
  role: z.enum(USER_ROLES),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  social: z.record(text, text),
});

const address = z.looseObject({ name: text, email: text });
const email = z.looseObject({
  id,
  from: address.extend({ avatar: text }),
  to: z.array(address),
  subject: text,
  cc: z.array(text),
  bcc: z.array(text),
  message: text,
  attachments: z.array(z.looseObject({ fileName: text, thumbnail: text, url: text, size: text })),
  isStarred: flag,
  labels: z.array(z.enum(EMAIL_LABELS)),
  time: text,
  replies: z.array(z.unknown()),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: flag,
  isDeleted: flag,
});

const chat = z.looseObject({
  id,
  userId: id,
  unseenMsgs: amount,
  messages: z.array(z.looseObject({ message: text, time: text, senderId: id })),
});

/** Row shape per collection name; collections not listed are checked for a list of rows with unique ids only. */
export const STORED_ROWS: Record<string, z.ZodType> = {
  todoTasks: task,
  calendarEvents: calendarEvent,
  invoiceRecords: invoice,
  managedUsers: managedUser,
  emailMessages: email,
  chatConversations: chat,
};

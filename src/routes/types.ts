import type { Action } from '@schemas/kit/access';
import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { LayoutSettings } from '@/layout/settings';
import type { MessageKey } from '@/i18n/messageKeys';
import type { MessageScope } from '@/i18n/types';

export type { Action };

export type MenuGroup = 'dashboards' | 'management' | 'apps' | 'pages' | 'ui' | 'forms' | 'charts' | 'others';

export interface Crumb {
  /** i18n key */
  title: MessageKey;
  to?: string;
}

export type ScreenModule = { default: ComponentType };

/** One path of the product: everything the router, guard, title, breadcrumb, search and menu need to know. */
export interface RouteEntry {
  /** react-router path, e.g. `/apps/email/:folder` */
  path: string;
  /** Stable name, e.g. `apps-email-folder`. */
  name: string;
  /** i18n key of the page title. */
  title: MessageKey;
  /** `full` renders without chrome; `content` (default) inside the vertical or horizontal layout. */
  layout?: 'full' | 'content';
  /** Content renderer hint: the email, to-do and chat apps fill the content area with a sidebar layout. */
  content?: 'left-sidebar';
  /**
   * Who may open it. `public`: anyone, signed in or not; `guest`: only signed out (sign-in pages; a signed-in user is
   * sent to their home); `admin`: any signed-in administrator, whatever their role reaches (their home page, which
   * shows only what they may open); default: signed in with `action` on `subject` (no subject = read on an undefined
   * subject).
   */
  access?: 'public' | 'guest' | 'admin';
  subject?: string;
  action?: Action;
  breadcrumb?: Crumb[];
  /** Lazily loaded screen: a heavy library it imports stays out of the entry chunk. */
  screen: () => Promise<ScreenModule>;
  /**
   * The screen shows only shell strings (src/i18n/messages.ts), so it renders without waiting for the features'
   * messages: the first page (home) stays small.
   */
  shellMessagesOnly?: boolean;
  /**
   * Which features' strings the screen waits for (default `all`); the management screens need only the admin's own
   * (`admin`), so they load none of the template's demo screens' strings.
   */
  messages?: MessageScope;
  /**
   * Menu placement. `section` (an i18n key) nests the item under a collapsible sub-menu of its group, for groups
   * with many screens (the showcase).
   */
  menu?: { group: MenuGroup; icon: SvgIconComponent; order: number; section?: MessageKey };
  /**
   * Where a signed-in person who may not open this page, but holds `action` on its subject, goes instead of the
   * "not authorized" page: a reader opening a record's edit page lands on its detail page.
   */
  otherwise?: { action: Action; to: (pathname: string) => string };
  /** Concrete paths for a parameterised entry; the search and the route smoke test visit them. */
  examples?: string[];
  /** Listed in the navbar search (default: true for paths without parameters). */
  searchable?: boolean;
  /**
   * What the navbar's drop-down for this route shows, loaded on first open (the checkout's cart,
   * src/layout/navbar/CartButton.tsx): so the layout opens a feature's panel without importing the feature.
   */
  navbarPanel?: () => Promise<{ default: ComponentType<{ onNavigate: () => void }> }>;
  /** Layout settings forced on this route only (the page-layouts showcase). */
  layoutOverride?: Partial<LayoutSettings>;
}

export const hasParams = (path: string) => /[:*]/.test(path);

/** Paths a user can actually visit for an entry. */
export const concretePaths = (entry: RouteEntry): string[] =>
  hasParams(entry.path) ? (entry.examples ?? []) : [entry.path];

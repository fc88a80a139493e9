/**
 * The `<meta>` a sign-in page carries from the server (server/http/firstScreens.ts): the admin's and home's scripts,
 * which the page fetches while idle without running them (src/root/prefetchAdmin.ts).
 */
export const ADMIN_SCRIPTS_META = 'admin-scripts';

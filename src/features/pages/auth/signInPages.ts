import type { RouteEntry } from '@/routes/types';
import type { MessageKey } from '@/i18n/messageKeys';

/** One module per form, so a page loads only its own form (the sign-in page stays small). */
export type Screen = RouteEntry['screen'];
export const login =
  (name: keyof typeof import('./LoginScreens')): Screen =>
  () =>
    import('./LoginScreens').then((m) => ({ default: m[name] }));
export const register =
  (name: keyof typeof import('./RegisterScreens')): Screen =>
  () =>
    import('./RegisterScreens').then((m) => ({ default: m[name] }));
export const forgot =
  (name: keyof typeof import('./ForgotScreens')): Screen =>
  () =>
    import('./ForgotScreens').then((m) => ({ default: m[name] }));
export const reset =
  (name: keyof typeof import('./ResetScreens')): Screen =>
  () =>
    import('./ResetScreens').then((m) => ({ default: m[name] }));

/** A sign-in page: the main four (below) are for signed-out visitors only; the template's variants (routes.ts) are open to everyone. */
export const entry = (
  path: string,
  name: string,
  title: MessageKey,
  screen: Screen,
  access: 'guest' | 'public',
  menu?: RouteEntry['menu'],
): RouteEntry => ({
  path,
  name,
  title,
  screen,
  layout: 'full',
  access,
  subject: 'Auth',
  menu,
  // Every `auth.*` string is in the shell (scripts/i18n-shell-plugin.ts); setting a password also shows the policy's.
  shellMessagesOnly: !/register|reset/.test(name),
});

/** The pages a signed-out visitor starts on: they render without the admin (src/root/SignInRoot.tsx), so this file imports no icons. */
export const signInPages: RouteEntry[] = [
  entry('/login', 'auth-login', 'auth.loginTitle', login('LoginPage'), 'guest'),
  entry('/register', 'auth-register', 'auth.registerTitle', register('RegisterPage'), 'guest'),
  entry('/forgot-password', 'auth-forgot-password', 'auth.forgotTitle', forgot('ForgotPasswordPage'), 'guest'),
  entry('/reset-password', 'auth-reset-password', 'auth.resetTitle', reset('ResetPasswordPage'), 'guest'),
];

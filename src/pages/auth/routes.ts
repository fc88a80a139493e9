import LockIcon from '@mui/icons-material/LockOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import type { RouteEntry } from '@/routes/types';

type Screens = typeof import('./screens');
const screen = (name: keyof Screens) => () => import('./screens').then((m) => ({ default: m[name] }));
const section = 'auth.menuSection';

/** Sign-in pages: the main four are for signed-out visitors only; the v1/v2 variants are open to everyone. */
const entry = (path: string, name: string, title: string, component: keyof Screens, access: 'guest' | 'public', menu?: RouteEntry['menu']): RouteEntry => ({
  path, name, title, screen: screen(component), layout: 'full', access, subject: 'Auth', menu,
});

export const routes: RouteEntry[] = [
  entry('/login', 'auth-login', 'auth.loginTitle', 'LoginPage', 'guest'),
  entry('/register', 'auth-register', 'auth.registerTitle', 'RegisterPage', 'guest'),
  entry('/forgot-password', 'auth-forgot-password', 'auth.forgotTitle', 'ForgotPasswordPage', 'guest'),
  entry('/reset-password', 'auth-reset-password', 'auth.resetTitle', 'ResetPasswordPage', 'guest'),
  entry('/pages/authentication/login-v1', 'auth-login-v1', 'auth.variants.loginV1', 'LoginV1', 'public', { group: 'pages', icon: LockIcon, order: 80, section }),
  entry('/pages/authentication/login-v2', 'auth-login-v2', 'auth.variants.loginV2', 'LoginV2', 'public', { group: 'pages', icon: LockIcon, order: 81, section }),
  entry('/pages/authentication/register-v1', 'auth-register-v1', 'auth.variants.registerV1', 'RegisterV1', 'public', { group: 'pages', icon: PersonAddIcon, order: 82, section }),
  entry('/pages/authentication/register-v2', 'auth-register-v2', 'auth.variants.registerV2', 'RegisterV2', 'public', { group: 'pages', icon: PersonAddIcon, order: 83, section }),
  entry('/pages/authentication/forgot-password-v1', 'auth-forgot-password-v1', 'auth.variants.forgotV1', 'ForgotPasswordV1', 'public', { group: 'pages', icon: KeyIcon, order: 84, section }),
  entry('/pages/authentication/forgot-password-v2', 'auth-forgot-password-v2', 'auth.variants.forgotV2', 'ForgotPasswordV2', 'public', { group: 'pages', icon: KeyIcon, order: 85, section }),
  entry('/pages/authentication/reset-password-v1', 'auth-reset-password-v1', 'auth.variants.resetV1', 'ResetPasswordV1', 'public', { group: 'pages', icon: PasswordIcon, order: 86, section }),
];

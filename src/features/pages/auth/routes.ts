import LockIcon from '@mui/icons-material/LockOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import type { RouteEntry } from '@/routes/types';
import { entry, forgot, login, register, reset, signInPages } from './signInPages';

const section = 'auth.menuSection';

/** The sign-in pages, and the template's variants of them (open to everyone, in the menu). */
export const routes: RouteEntry[] = [
  ...signInPages,
  entry('/pages/authentication/login-v1', 'auth-login-v1', 'auth.variants.loginV1', login('LoginV1'), 'public', {
    group: 'pages',
    icon: LockIcon,
    order: 80,
    section,
  }),
  entry('/pages/authentication/login-v2', 'auth-login-v2', 'auth.variants.loginV2', login('LoginV2'), 'public', {
    group: 'pages',
    icon: LockIcon,
    order: 81,
    section,
  }),
  entry(
    '/pages/authentication/register-v1',
    'auth-register-v1',
    'auth.variants.registerV1',
    register('RegisterV1'),
    'public',
    { group: 'pages', icon: PersonAddIcon, order: 82, section },
  ),
  entry(
    '/pages/authentication/register-v2',
    'auth-register-v2',
    'auth.variants.registerV2',
    register('RegisterV2'),
    'public',
    { group: 'pages', icon: PersonAddIcon, order: 83, section },
  ),
  entry(
    '/pages/authentication/forgot-password-v1',
    'auth-forgot-password-v1',
    'auth.variants.forgotV1',
    forgot('ForgotPasswordV1'),
    'public',
    { group: 'pages', icon: KeyIcon, order: 84, section },
  ),
  entry(
    '/pages/authentication/forgot-password-v2',
    'auth-forgot-password-v2',
    'auth.variants.forgotV2',
    forgot('ForgotPasswordV2'),
    'public',
    { group: 'pages', icon: KeyIcon, order: 85, section },
  ),
  entry(
    '/pages/authentication/reset-password-v1',
    'auth-reset-password-v1',
    'auth.variants.resetV1',
    reset('ResetPasswordV1'),
    'public',
    { group: 'pages', icon: PasswordIcon, order: 86, section },
  ),
];

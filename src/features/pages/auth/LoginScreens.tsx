import { useT } from '@/i18n/useT';
import { AuthShell, type AuthVariant } from './AuthShell';
import { LoginForm } from './forms/LoginForm';

/** Where the template's numbered variants of the sign-in pages live. */
const V = '/pages/authentication';

function Login({ variant, links }: { variant: AuthVariant; links?: { registerPath: string; forgotPath: string } }) {
  const translate = useT();
  return (
    <AuthShell variant={variant} title={translate('auth.loginTitle')} subtitle={translate('auth.loginSubtitle')}>
      <LoginForm {...links} />
    </AuthShell>
  );
}

export const LoginPage = () => <Login variant="split" />;
export const LoginV1 = () => (
  <Login variant="card" links={{ registerPath: `${V}/register-v1`, forgotPath: `${V}/forgot-password-v1` }} />
);
export const LoginV2 = () => (
  <Login variant="split" links={{ registerPath: `${V}/register-v2`, forgotPath: `${V}/forgot-password-v2` }} />
);

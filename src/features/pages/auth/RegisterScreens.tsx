import { useT } from '@/i18n/useT';
import { AuthShell, type AuthVariant } from './AuthShell';
import { RegisterForm } from './forms/RegisterForm';

/** Where the template's numbered variants of the sign-in pages live. */
const V = '/pages/authentication';

function Register({ variant, loginPath }: { variant: AuthVariant; loginPath?: string }) {
  const translate = useT();
  return (
    <AuthShell variant={variant} title={translate('auth.registerTitle')} subtitle={translate('auth.registerSubtitle')}>
      <RegisterForm loginPath={loginPath} />
    </AuthShell>
  );
}

export const RegisterPage = () => <Register variant="split" />;
export const RegisterV1 = () => <Register variant="card" loginPath={`${V}/login-v1`} />;
export const RegisterV2 = () => <Register variant="split" loginPath={`${V}/login-v2`} />;

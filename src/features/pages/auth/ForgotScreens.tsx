import { useT } from '@/i18n/useT';
import { AuthShell, type AuthVariant } from './AuthShell';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';

/** Where the template's numbered variants of the sign-in pages live. */
const V = '/pages/authentication';

function Forgot({ variant, links }: { variant: AuthVariant; links?: { resetPath: string; loginPath: string } }) {
  const translate = useT();
  return (
    <AuthShell variant={variant} title={translate('auth.forgotTitle')} subtitle={translate('auth.forgotSubtitle')}>
      <ForgotPasswordForm {...links} />
    </AuthShell>
  );
}

export const ForgotPasswordPage = () => <Forgot variant="split" />;
export const ForgotPasswordV1 = () => (
  <Forgot variant="card" links={{ resetPath: `${V}/reset-password-v1`, loginPath: `${V}/login-v1` }} />
);
export const ForgotPasswordV2 = () => (
  <Forgot variant="split" links={{ resetPath: '/reset-password', loginPath: `${V}/login-v2` }} />
);

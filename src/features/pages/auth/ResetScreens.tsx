import { useT } from '@/i18n/useT';
import { AuthShell, type AuthVariant } from './AuthShell';
import { ResetPasswordForm } from './forms/ResetPasswordForm';

/** Where the template's numbered variants of the sign-in pages live. */
const V = '/pages/authentication';

function Reset({ variant, loginPath }: { variant: AuthVariant; loginPath?: string }) {
  const translate = useT();
  return (
    <AuthShell variant={variant} title={translate('auth.resetTitle')} subtitle={translate('auth.resetSubtitle')}>
      <ResetPasswordForm loginPath={loginPath} />
    </AuthShell>
  );
}

export const ResetPasswordPage = () => <Reset variant="split" />;
export const ResetPasswordV1 = () => <Reset variant="card" loginPath={`${V}/login-v1`} />;

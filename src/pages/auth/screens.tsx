import { useTranslate } from 'react-admin';
import { AuthShell, type AuthVariant } from './AuthShell';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { LoginForm } from './forms/LoginForm';
import { RegisterForm } from './forms/RegisterForm';
import { ResetPasswordForm } from './forms/ResetPasswordForm';

const V = '/pages/authentication';

function Login({ variant, links }: { variant: AuthVariant; links?: { registerPath: string; forgotPath: string } }) {
  const translate = useTranslate();
  return <AuthShell variant={variant} title={translate('auth.loginTitle')} subtitle={translate('auth.loginSubtitle')}><LoginForm {...links} /></AuthShell>;
}
function Register({ variant, loginPath }: { variant: AuthVariant; loginPath?: string }) {
  const translate = useTranslate();
  return <AuthShell variant={variant} title={translate('auth.registerTitle')} subtitle={translate('auth.registerSubtitle')}><RegisterForm loginPath={loginPath} /></AuthShell>;
}
function Forgot({ variant, links }: { variant: AuthVariant; links?: { resetPath: string; loginPath: string } }) {
  const translate = useTranslate();
  return <AuthShell variant={variant} title={translate('auth.forgotTitle')} subtitle={translate('auth.forgotSubtitle')}><ForgotPasswordForm {...links} /></AuthShell>;
}
function Reset({ variant, loginPath }: { variant: AuthVariant; loginPath?: string }) {
  const translate = useTranslate();
  return <AuthShell variant={variant} title={translate('auth.resetTitle')} subtitle={translate('auth.resetSubtitle')}><ResetPasswordForm loginPath={loginPath} /></AuthShell>;
}

export const LoginPage = () => <Login variant="split" />;
export const LoginV1 = () => <Login variant="card" links={{ registerPath: `${V}/register-v1`, forgotPath: `${V}/forgot-password-v1` }} />;
export const LoginV2 = () => <Login variant="split" links={{ registerPath: `${V}/register-v2`, forgotPath: `${V}/forgot-password-v2` }} />;
export const RegisterPage = () => <Register variant="split" />;
export const RegisterV1 = () => <Register variant="card" loginPath={`${V}/login-v1`} />;
export const RegisterV2 = () => <Register variant="split" loginPath={`${V}/login-v2`} />;
export const ForgotPasswordPage = () => <Forgot variant="split" />;
export const ForgotPasswordV1 = () => <Forgot variant="card" links={{ resetPath: `${V}/reset-password-v1`, loginPath: `${V}/login-v1` }} />;
export const ForgotPasswordV2 = () => <Forgot variant="split" links={{ resetPath: '/reset-password', loginPath: `${V}/login-v2` }} />;
export const ResetPasswordPage = () => <Reset variant="split" />;
export const ResetPasswordV1 = () => <Reset variant="card" loginPath={`${V}/login-v1`} />;

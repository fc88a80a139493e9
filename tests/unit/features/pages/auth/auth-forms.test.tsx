import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { createSignInI18n } from '@/i18n/signInI18n';
import { loadScreenMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { ForgotPasswordForm } from '@/features/pages/auth/forms/ForgotPasswordForm';
import { LoginForm } from '@/features/pages/auth/forms/LoginForm';
import { RegisterForm } from '@/features/pages/auth/forms/RegisterForm';
import { ResetPasswordForm } from '@/features/pages/auth/forms/ResetPasswordForm';
import { getAccessToken } from '@/auth/session';
import { AUTH_MESSAGES } from '@/contract/types';
import { serveHandlers } from '@tests/support/serveHandlers';

/* The sign-in family against the /v1 contract's answers, served here (not by the in-browser worker). */
const server = serveHandlers([]);

async function renderIn(locale: Locale, form: React.ReactElement, path = '/', i18nProvider = createI18nProvider()) {
  if (locale !== 'en') {
    await loadScreenMessages(locale);
    await i18nProvider.changeLocale(locale);
  }
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <AdminContext i18nProvider={i18nProvider} queryClient={new QueryClient()}>
          {form}
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

async function fill(label: string | RegExp, value: string) {
  await userEvent.click(screen.getByLabelText(label, { selector: 'input' }));
  await userEvent.paste(value);
}

const lockout = () =>
  server.use(
    http.post('/v1/auth/login', () => HttpResponse.json({ error: { email: [AUTH_MESSAGES.locked] } }, { status: 429 })),
  );

describe('the sign-in form', () => {
  it('shows the lockout of a 429 once, for the form', async () => {
    lockout();
    await renderIn('en', <LoginForm />);
    await fill('E-mail', 'admin@demo.com');
    await fill(/^Password/, 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again in 10 minutes.');
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
    expect(getAccessToken()).toBeNull();
  });

  it('says once, for the form, that the e-mail or the password is wrong; not under the e-mail alone', async () => {
    server.use(
      http.post('/v1/auth/login', () =>
        HttpResponse.json({ error: { email: [AUTH_MESSAGES.invalidCredentials] } }, { status: 400 }),
      ),
    );
    await renderIn('en', <LoginForm />);
    await fill('E-mail', 'admin@demo.com');
    await fill(/^Password/, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail or password is incorrect');
    expect(screen.getAllByText('E-mail or password is incorrect')).toHaveLength(1);
    expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('E-mail')).not.toBeInvalid();
  });

  it('puts the password right after the e-mail in the Tab order', async () => {
    await renderIn('en', <LoginForm />);
    await userEvent.click(screen.getByLabelText('E-mail', { selector: 'input' }));
    await userEvent.tab();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus();
  });

  it('translates a rate limit (429 with Retry-After) in the one sign-in alert, keeping what was typed', async () => {
    server.use(
      http.post('/v1/auth/login', () =>
        HttpResponse.json(
          { error: { email: [AUTH_MESSAGES.tooManyRequests] } },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    await renderIn('fr', <LoginForm />);
    await fill('E-mail', 'admin@demo.com');
    await fill(/^Mot de passe/, 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de requêtes depuis cet endroit. Patientez quelques minutes puis réessayez.',
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@demo.com');
  });

  it('translates the lockout', async () => {
    lockout();
    await renderIn('de', <LoginForm />);
    await fill('E-Mail', 'admin@demo.com');
    await fill('Passwort', 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in 10 Minuten erneut.',
    );
  });
});

describe('registration and password reset', () => {
  it('register applies the password policy before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post('/v1/jwt/register', () => {
        calls++;
        return HttpResponse.json({ error: { password: ['adminKit.validation.passwordUpper'] } }, { status: 400 });
      }),
    );
    await renderIn('en', <RegisterForm />);
    await fill('Username', 'casey');
    await fill('E-mail', 'casey@example.com');
    await fill(/^Password/, 'lowercase1');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Add an upper-case letter'),
    );
    expect(calls).toBe(0);
  });

  it('register asks for the code sent to the address, keeps the details for a new code, and signs in', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/v1/jwt/register', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Check your inbox: we sent a code to confirm the address.' },
          { status: 202 },
        );
      }),
      http.post('/v1/jwt/register/confirm', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === '654321'
          ? HttpResponse.json({
              accessToken: 'access',
              refreshToken: 'refresh',
              userData: { id: 9, fullName: 'casey', email: 'casey@example.com', role: 'client', ability: [] },
            })
          : HttpResponse.json({ error: { code: [AUTH_MESSAGES.invalidCode] } }, { status: 400 });
      }),
    );
    await renderIn('fr', <RegisterForm />);
    await fill('Nom d’utilisateur', 'casey');
    await fill('E-mail', 'casey@example.com');
    await fill(/^Mot de passe/, 'Secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Nous avons envoyé un code à six chiffres à casey@example\.com/,
    );
    expect(screen.queryByRole('button', { name: 'S’inscrire' })).toBeNull();
    await fill('Code à six chiffres', '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer et s’inscrire' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code à six chiffres')).toHaveAccessibleDescription(
        'Ce code est invalide ou a expiré.',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Renvoyer le code' }));
    expect(await screen.findByText('Un nouveau code a été envoyé à votre adresse e-mail.')).toBeVisible();
    expect(sent).toEqual([
      { username: 'casey', email: 'casey@example.com', password: 'Secret123' },
      { username: 'casey', email: 'casey@example.com', password: 'Secret123' },
    ]);
    // Back to the details: what was typed is still there.
    await userEvent.click(screen.getByRole('button', { name: 'Modifier mes informations' }));
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveValue('casey@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await userEvent.clear(await screen.findByLabelText('Code à six chiffres'));
    await fill('Code à six chiffres', '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer et s’inscrire' }));
    await waitFor(() => expect(getAccessToken()).toBe('access'));
  });

  it('forgot-password says the code went by e-mail and shows no code', async () => {
    server.use(
      http.post('/v1/account/forgot-password', () =>
        HttpResponse.json({ message: 'If the address is registered, a reset code is on its way.', demoCode: '123456' }),
      ),
    );
    await renderIn('en', <ForgotPasswordForm />);
    await fill('E-mail', 'client@demo.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(
      await screen.findByText('If client@demo.com is registered, we have sent a reset code to it by e-mail.'),
    ).toBeVisible();
    expect(screen.getByText(/the API server prints the e-mail with the code in its log/)).toBeVisible();
    expect(screen.queryByText(/123456/)).toBeNull();
  });

  it('reset puts the server’s policy message at the new-password field', async () => {
    server.use(
      http.post('/v1/account/reset-password', () =>
        HttpResponse.json({ error: { password: ['adminKit.validation.passwordLength'] } }, { status: 400 }),
      ),
    );
    await renderIn('en', <ResetPasswordForm />, '/reset-password?email=client%40demo.com');
    await fill('Six-digit code', '123456');
    await fill(/^New password/, 'Str0ngpass');
    await fill(/^Confirm password/, 'Str0ngpass');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Use at least 8 characters'),
    );
    expect(screen.getByLabelText('Six-digit code')).toHaveValue('123456');
  });
});

describe('the sign-in pages’ own strings', () => {
  // These two render from the sign-in pages' strings alone (`shellMessagesOnly`); a key outside them would show raw
  // there, and fails here (vitest.setup.ts reports every key the translator has no message for).
  it('are enough for the sign-in form and its messages', async () => {
    await renderIn('en', <LoginForm />, '/', createSignInI18n());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/./));
  });

  it('are enough for the forgot-password form and its messages', async () => {
    await renderIn('en', <ForgotPasswordForm />, '/', createSignInI18n());
    await userEvent.click(screen.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(/./));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { clearSession, setUser } from '@/auth/session';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { UserMenu } from '@/layout/navbar/UserMenu';

afterEach(() => clearSession());

describe("the navbar's user chip", () => {
  it("shows the signed-in person's role by its name, not 'Admin' for every administrator", () => {
    setUser({
      id: 5,
      fullName: 'Vera Viewer',
      username: 'viewer',
      email: 'viewer@demo.com',
      role: 'admin',
      roleName: 'Viewer',
      ability: [{ action: 'read', subject: 'company' }],
    });
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider()}>
          <UserMenu />
        </AdminContext>
      </MemoryRouter>,
    );
    const chip = screen.getByRole('button', { name: 'Vera Viewer' });
    expect(chip).toHaveTextContent('Viewer');
    expect(chip).not.toHaveTextContent(/admin/i);
  });
});

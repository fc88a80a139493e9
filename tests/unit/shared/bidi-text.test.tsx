import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import type { ReactElement } from 'react';
import { EmailList } from '@/features/apps/email/EmailList';
import { Footer } from '@/layout/Footer';
import { CongratulationsCard } from '@/features/dashboards/widgets/CongratulationsCard';
import { createI18nProvider } from '@/i18n/i18nProvider';
import type { Email } from '@/mock/types/email';
import { BidiText } from '@/shared/BidiText';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';

const inAdmin = (element: ReactElement) =>
  render(
    <MemoryRouter>
      <RouterNavigation>
        <AdminContext i18nProvider={createI18nProvider()} queryClient={new QueryClient()}>
          {element}
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );

/** In a right-to-left layout, text takes its direction from its own first letter and keeps the layout's alignment. */
const expectIsolated = (element: HTMLElement) => {
  expect(element).toHaveAttribute('dir', 'auto');
  expect(element.style.textAlign).toBe('match-parent');
};

describe('BidiText', () => {
  it('gives user and data text its own direction', () => {
    render(
      <div dir="rtl">
        <BidiText>Congratulations, John!</BidiText>
      </div>,
    );
    expectIsolated(screen.getByText('Congratulations, John!'));
  });

  it("cuts one line at the text's own end with an ellipsis", () => {
    render(
      <div dir="rtl" style={{ width: 40 }}>
        <BidiText truncate>A long subject — and its preview</BidiText>
      </div>,
    );
    const text = screen.getByText('A long subject — and its preview');
    expectIsolated(text);
    expect(text).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });
});

describe('user and data text in the app', () => {
  it('the mail list isolates and truncates the sender and the subject line', () => {
    const email = {
      id: 1,
      from: { name: 'Ada Owner', email: 'ada@example.com', avatar: '' },
      to: [],
      subject: 'Quarterly numbers',
      cc: [],
      bcc: [],
      message: '<p>Here they are</p>',
      attachments: [],
      isStarred: false,
      labels: [],
      time: '2026-10-24T09:00:00Z',
      replies: [],
      folder: 'inbox',
      isRead: true,
      isDeleted: false,
    } satisfies Email;
    inAdmin(
      <EmailList
        view={{ kind: 'folder', folder: 'inbox' }}
        q=""
        onSearch={() => undefined}
        emails={[email]}
        loading={false}
        failed={false}
        onRetry={() => undefined}
        onOpen={() => undefined}
      />,
    );
    expectIsolated(screen.getByText('Ada Owner'));
    const preview = screen.getByTestId('email-preview');
    expectIsolated(preview);
    expect(preview).toHaveTextContent(/^Quarterly numbers — Here they are$/);
  });

  it('the dashboard greeting and the footer keep their punctuation where it belongs', () => {
    inAdmin(
      <>
        <CongratulationsCard data={{ name: 'John', saleToday: 57.6 }} amount="57.6%" to="/" />
        <Footer type="static" />
      </>,
    );
    expectIsolated(screen.getByRole('heading', { name: 'Congratulations, John!' }));
    expectIsolated(screen.getByText(/Vuexy Admin\. All rights reserved\./));
  });
});

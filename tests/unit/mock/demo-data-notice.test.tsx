import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { AppNotification } from '@/root/AppNotification';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { emitDemoDataEvent, setStartupNotice, startupNotice } from '@/mock/demoDataEvents';
import { DemoDataNotice } from '@/mock/notice/DemoDataNotice';

/* What the screens show of the demo database's reports: the start-up banner, the refused write, another tab's change. */
function renderNotice(queryClient = new QueryClient()) {
  return render(
    <MemoryRouter>
      <RouterNavigation>
        <AdminContext i18nProvider={createI18nProvider()} queryClient={queryClient}>
          <DemoDataNotice />
          <AppNotification />
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => setStartupNotice(null)));

describe('the demo data notice', () => {
  it('shows a start-up notice raised before it mounted, until it is dismissed', async () => {
    setStartupNotice('recovered');
    renderNotice();
    const banner = screen.getByTestId('demo-data-notice');
    expect(banner).toHaveTextContent('Demo data could not be read and was reset');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('demo-data-notice')).toBeNull();
    expect(startupNotice()).toBeNull();
  });

  it('shows a notice raised later, and says in a toast when storage refused a change', async () => {
    renderNotice();
    expect(screen.queryByTestId('demo-data-notice')).toBeNull();
    act(() => setStartupNotice('unavailable'));
    expect(screen.getByTestId('demo-data-notice')).toHaveTextContent('Demo data cannot be saved in this browser');
    act(() => emitDemoDataEvent({ type: 'write-failed' }));
    expect(await screen.findByText(/Your change could not be saved in this browser’s storage/)).toBeVisible();
  });

  it('has every screen read its data again when another tab changed it', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderNotice(queryClient);
    act(() => emitDemoDataEvent({ type: 'remote-change' }));
    expect(invalidate).toHaveBeenCalledWith();
  });
});

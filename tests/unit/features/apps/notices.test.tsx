import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { Notification } from 'react-admin';
import UserEditPage from '@/features/apps/users/UserEditPage';
import { useTodoActions } from '@/features/apps/todo/useTodoActions';
import type { Task } from '@/mock/types/todo';
import { serveMockApi } from '@tests/support/mockApi';
import { renderScreen, resolveRelativeFetch } from '@tests/support/renderScreen';

serveMockApi();
resolveRelativeFetch();

const userEvent = userEventLib.setup({ delay: null });

/** The toast with this text, and its colour (react-admin's notification type). */
async function toast(text: string) {
  const notice = await screen.findByText(text, {}, { timeout: 10_000 });
  return notice.closest('.MuiSnackbarContent-root')?.className ?? '';
}

/** The demo apps' saves say which thing they saved, in green. */
describe("the demo apps' notices", () => {
  it("a user's save names the user", { timeout: 60_000 }, async () => {
    renderScreen(
      <>
        <UserEditPage />
        <Notification />
      </>,
      { path: '/apps/users/edit/1', route: '/apps/users/edit/:id' },
    );
    const fullName = await screen.findByLabelText(/Full name/, {}, { timeout: 5000 });
    await userEvent.clear(fullName);
    await userEvent.paste('Renamed Person');
    await userEvent.click(
      within(screen.getByRole('tabpanel', { name: 'Account' })).getByRole('button', { name: 'Save changes' }),
    );
    expect(await toast('User saved: Renamed Person')).toMatch(/RaNotification-success/);
  });

  it('deleting and restoring a task name the task, in green', { timeout: 30_000 }, async () => {
    const task = { id: 1, title: 'Ship it' } as Task;
    function Actions() {
      const actions = useTodoActions();
      return (
        <>
          <button type="button" onClick={() => actions.remove(task)}>
            remove
          </button>
          <button type="button" onClick={() => actions.restore(task)}>
            restore
          </button>
        </>
      );
    }
    renderScreen(
      <>
        <Actions />
        <Notification />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(await toast('Task deleted: Ship it. You can restore it from Deleted.')).toMatch(/RaNotification-success/);
    await userEvent.click(screen.getByRole('button', { name: 'restore' }));
    await waitFor(async () => expect(await toast('Task restored: Ship it')).toMatch(/RaNotification-success/));
  });
});

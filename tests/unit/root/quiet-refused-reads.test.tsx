import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, Notification, useNotify } from 'react-admin';
import { dataProvider, READ_REFUSED } from '@/data/dataProvider';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { QuietRefusedReads } from '@/root/QuietRefusedReads';
import { CLIENT, serveAreaApi, signInAs } from '../admin-kit/harness';

/* After a refused read the page says "You no longer have access to …"; no react-admin toast says it again. */

serveAreaApi();

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status?: number; message?: string }) => error,
  );

describe('a refused read', () => {
  it('reaches react-admin as READ_REFUSED; a refused write keeps its own message', async () => {
    await signInAs(CLIENT);
    expect(await errorOf(dataProvider.getList('user', {}))).toMatchObject({ status: 403, message: READ_REFUSED });
    expect(await errorOf(dataProvider.getOne('user', { id: 1 }))).toMatchObject({ status: 403, message: READ_REFUSED });
    expect(await errorOf(dataProvider.delete('user', { id: 1 }))).toMatchObject({
      status: 403,
      message: 'adminKit.errors.forbidden',
    });
  });

  it('raises no toast, while other errors still do', async () => {
    let notify: ReturnType<typeof useNotify> = () => undefined;
    function Probe() {
      notify = useNotify();
      return null;
    }
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <QuietRefusedReads>
          <Probe />
        </QuietRefusedReads>
        <Notification />
      </AdminContext>,
    );
    act(() => notify(READ_REFUSED, { type: 'error' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText('You may not read these records')).toBeNull();
    act(() => notify('adminKit.errors.forbidden', { type: 'error' }));
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
  });
});

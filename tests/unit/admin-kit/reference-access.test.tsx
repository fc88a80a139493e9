import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { ROLE } from '@fixtures/helpers/ids';
import { seededRows } from './areas';
import { renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

const api = serveAreaApi();

/* A role that reads Users but not Companies: the Company column names the id, and no Company filter is offered. */
describe('a reference to an area the user may not read', () => {
  it('shows the plain id with a tooltip, never an error key, and offers no filter on it', SLOW, async () => {
    const permissions = [{ subject: 'user', actions: ['read'] }];
    await api.update('role', ROLE.viewer, { permissions });
    await signInAs({ email: 'viewer@demo.com' });
    const holder = seededRows('user').find((user) => user.companyId != null)!;
    renderApp(`/user?filter=${encodeURIComponent(JSON.stringify({ companyId: holder.companyId }))}&perPage=50`);
    const ids = await screen.findAllByText(`#${holder.companyId}`);
    expect(ids.length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('adminKit.errors');
    expect(screen.queryByLabelText('Company')).toBeNull();
    fireEvent.mouseOver(ids[0]);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('You may not open Companies'));
  });
});

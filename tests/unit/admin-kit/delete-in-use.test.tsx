import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/react';
import { deleteErrorNotice } from '@/admin-kit/trash/deleteError';
import { ApiError } from '@/data/apiError';
import { rows, t } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/* A refused delete of a record in use says who uses it and how many (UX walk item 19). */

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

describe('deleting a record that others use', () => {
  it('names the area and the count of the records that use it', SLOW, async () => {
    const holders = (await rows('admin')).filter((admin) => admin.roleId === 2 && admin.deletedAt == null);
    expect(holders.length).toBeGreaterThan(0);
    renderApp('/role/2', { notifications: true });
    // Moved to the trash at once with an Undo; the server's refusal comes once the notice has had its time.
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const type = holders.length === 1 ? 'Administrator' : 'Administrators';
    expect(
      await screen.findByText(`Cannot delete: still used by ${holders.length} ${type}`, undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('lists several areas in the language of the screen', () => {
    const error = new ApiError(409, {
      message: 'adminKit.errors.inUse',
      usedBy: [
        { area: 'admin', count: 1 },
        { area: 'user', count: 3 },
      ],
    });
    const { message, messageArgs } = deleteErrorNotice(t, 'en', error);
    expect(t(message, messageArgs)).toBe('Cannot delete: still used by 1 Administrator and 3 Users');
    expect(deleteErrorNotice(t, 'de', error).messageArgs).toEqual({ uses: '1 Administrator und 3 Users' });
  });

  it('says any other refusal as it is', () => {
    expect(deleteErrorNotice(t, 'en', new ApiError(403, { message: 'adminKit.errors.forbidden' }))).toEqual({
      message: 'adminKit.errors.forbidden',
    });
  });
});

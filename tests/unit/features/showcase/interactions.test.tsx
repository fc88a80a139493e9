import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useSweetAlert, type SweetResult } from '@/features/showcase/extensions/sweet-alert/useSweetAlert';
import ContextMenuShowcase from '@/features/showcase/extensions/context-menu/ContextMenuShowcase';
import I18nShowcase from '@/features/showcase/extensions/i18n-demo/I18nShowcase';
import PaginationShowcase from '@/features/showcase/components/PaginationShowcase';
import ModalShowcase from '@/features/showcase/components/ModalShowcase';
import { renderScreen } from '@tests/support/renderScreen';

function SweetHarness({ input }: { input?: boolean }) {
  const [dialog, fire] = useSweetAlert();
  const [result, setResult] = useState<SweetResult | null>(null);
  const open = () =>
    fire({
      title: 'Delete?',
      showCancel: true,
      confirmText: 'Yes',
      cancelText: 'No',
      input: input ? { label: 'Name', validate: (v) => (v.trim() ? null : 'Name please') } : undefined,
    }).then(setResult);
  return (
    <>
      {dialog}
      <Button onClick={open}>Open</Button>
      <output>{result ? JSON.stringify(result) : 'none'}</output>
    </>
  );
}

describe('useSweetAlert', () => {
  it('resolves with the choice: confirmed, or dismissed and how', async () => {
    const user = userEvent.setup();
    renderScreen(<SweetHarness />);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('{"isConfirmed":true}')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.getByText('{"isConfirmed":false,"dismiss":"cancel"}')).toBeInTheDocument());
  });

  it('keeps the dialog open with a message at the field until the value is valid', async () => {
    const user = userEvent.setup();
    renderScreen(<SweetHarness input />);
    await user.click(await screen.findByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Name please')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('{"isConfirmed":true,"value":"Ana"}')).toBeInTheDocument());
  });
});

describe('context menu showcase', () => {
  it('opens on right click and its actions change the list', async () => {
    const user = userEvent.setup();
    renderScreen(<ContextMenuShowcase />);
    const list = await screen.findByTestId('file-list');
    fireEvent.contextMenu(within(list).getByText('roadmap.pdf'), { clientX: 100, clientY: 100 });
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(within(list).getByText('roadmap (copy).pdf')).toBeInTheDocument();
    fireEvent.contextMenu(within(list).getByText('budget-2025.xlsx'), { clientX: 100, clientY: 100 });
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('budget-2025.xlsx')).toBeNull());
  });

  it('renames in place and refuses an empty or taken name at the field', async () => {
    const user = userEvent.setup();
    renderScreen(<ContextMenuShowcase />);
    const list = await screen.findByTestId('file-list');
    fireEvent.contextMenu(within(list).getByText('team-photo.png'), { clientX: 10, clientY: 10 });
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'roadmap.pdf{Enter}');
    expect(await screen.findByText('A file called roadmap.pdf already exists.')).toBeInTheDocument();
    expect(field).toHaveValue('roadmap.pdf');
    await user.clear(field);
    await user.type(field, 'holiday.png{Enter}');
    expect(await within(list).findByText('holiday.png')).toBeInTheDocument();
  });
});

describe('i18n showcase', () => {
  it('switches the whole interface language live', async () => {
    const user = userEvent.setup();
    renderScreen(<I18nShowcase />);
    expect(await screen.findByTestId('i18n-welcome')).toHaveTextContent('Welcome to the admin!');
    await user.click(screen.getByRole('button', { name: /Deutsch/ }));
    await waitFor(() => expect(screen.getByTestId('i18n-welcome')).toHaveTextContent('Willkommen im Admin!'));
    expect(screen.getByTestId('current-locale')).toHaveTextContent('de');
  });
});

describe('pagination showcase', () => {
  it('shows the orders of the chosen page', async () => {
    const user = userEvent.setup();
    renderScreen(<PaginationShowcase />);
    const orders = await screen.findByTestId('paged-orders');
    expect(within(orders).getByText('Order #1001')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Order pages' });
    await user.click(within(nav).getByRole('button', { name: 'Go to page 3' }));
    expect(within(orders).getByText('Order #1011')).toBeInTheDocument();
    expect(within(orders).queryByText('Order #1001')).toBeNull();
    expect(screen.getByText('11–15 of 47')).toBeInTheDocument();
  });
});

describe('modal showcase', () => {
  it('keeps the invitation form open with messages at the fields, then lists the invitee', async () => {
    const user = userEvent.setup();
    renderScreen(<ModalShowcase />);
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a colleague' });
    await user.type(within(dialog).getByLabelText(/E-mail/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address, such as name@example.com.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail/)).toHaveValue('not-an-address');
    await user.type(within(dialog).getByLabelText(/Name/), 'Ana Silva');
    await user.clear(within(dialog).getByLabelText(/E-mail/));
    await user.type(within(dialog).getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});

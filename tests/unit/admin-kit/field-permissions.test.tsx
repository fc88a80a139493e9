import { beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { rulesFromPermissions } from '@schemas/kit/access';
import { setUser } from '@/auth/session';
import { english } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

/*
 * The generated screens as a role with field permissions sees them (issue 33 item 1): a hidden field has no column,
 * filter, detail or input; a read-only one shows its input disabled, saying why. The screens read the session's rules;
 * the server enforces the same (tests/contract/v1/field-permissions.test.ts).
 */
serveAreaApi();
const VISIBLE = ['name', 'logo', 'industry', 'website', 'phone', 'address', 'country', 'description'];

beforeEach(async () => {
  const user = await signInAs(ADMIN);
  setUser({
    ...user,
    ability: rulesFromPermissions([
      { subject: 'company', actions: ['read'], fields: VISIBLE },
      { subject: 'company', actions: ['edit'], fields: ['name', 'description'] },
    ]),
  });
});

describe("a role that hides a company's e-mail and may not change its country", () => {
  it('lists companies without an e-mail column, nor a way to show one', SLOW, async () => {
    renderApp('/company');
    const table = await screen.findByRole('table');
    await within(table).findByRole('columnheader', { name: new RegExp(english('company', 'country')) });
    expect(within(table).queryByRole('columnheader', { name: new RegExp(english('company', 'email')) })).toBeNull();
    expect(screen.queryByRole('button', { name: english('company', 'email') })).toBeNull();
  });

  it('shows a company without its e-mail', SLOW, async () => {
    renderApp('/company/1/show');
    expect((await screen.findAllByText(english('company', 'country'))).length).toBeGreaterThan(0);
    expect(screen.queryByText(english('company', 'email'))).toBeNull();
  });

  it('edits the name, with the country shown read-only and no e-mail input', SLOW, async () => {
    renderApp('/company/1');
    const name = await screen.findByRole('textbox', { name: new RegExp(`^${english('company', 'name')}`) });
    expect(name).toBeEnabled();
    const locked = document.querySelector('fieldset[data-locked="country"]') as HTMLFieldSetElement;
    expect(locked).not.toBeNull();
    expect(locked.disabled).toBe(true);
    expect(within(locked).getByText('Your role may not change this field')).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${english('company', 'email')}`))).toBeNull();
  });
});

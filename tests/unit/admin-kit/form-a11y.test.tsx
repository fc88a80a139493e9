import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

/** The text of the elements an input's aria-describedby points to. */
const description = (input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('a generated form with errors', () => {
  it('marks each invalid field, links it to its message and moves focus to the first one on save', SLOW, async () => {
    renderApp('/language/add');
    const code = await screen.findByRole('textbox', { name: /^ISO code/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveFocus();
    const invalid = [...document.querySelectorAll('[aria-invalid="true"]')];
    expect(invalid.length).toBeGreaterThan(1);
    for (const input of invalid) expect(description(input), input.outerHTML).toMatch(/Required|must|Must/);
    // Every message is announced, not only the focused field's.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`${invalid.length} fields need attention`);
    for (const field of ['ISO code', 'Name', 'Native name']) expect(alert).toHaveTextContent(`${field}: Required`);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createTheme, ThemeProvider, useThemeProps } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FILTER_DEBOUNCE_MS, withFilterDebounce } from '@/admin-kit/list/ResourceList';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

const { msw: server } = serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

describe('a management list while it loads', () => {
  it(
    'shows a progress bar while a typed search is being answered, over the previous rows, and none once it is in',
    SLOW,
    async () => {
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      // Holds the searched list's answer; returning nothing hands the request on to the API's own handler.
      server.use(
        http.get(/\/v1\/admin(\?|$)/, async ({ request }) => {
          if (decodeURIComponent(new URL(request.url).search).includes('"q":"Ada"')) await held;
        }),
      );
      renderApp('/admin');
      await screen.findByRole('link', { name: 'Ada Owner' });
      expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();

      await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ada');
      expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
      // The previous rows stay until the answer is in.
      expect(screen.getAllByRole('row').length).toBeGreaterThan(2);

      answer();
      await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
      expect(screen.getByRole('link', { name: 'Ada Owner' })).toBeInTheDocument();
    },
  );

  it(
    'asks the API before it renders the toolbar, filters and table, which render while the answer comes',
    SLOW,
    async () => {
      const viewWhenAsked: boolean[] = [];
      server.use(
        http.get(/\/v1\/admin(\?|$)/, () => {
          viewWhenAsked.push(document.querySelector('input[name="q"]') !== null);
        }),
      );
      renderApp('/admin');
      await screen.findByRole('link', { name: 'Ada Owner' });
      // With react-admin's <List>, the first question left only once the whole view (search box included) was on screen.
      expect(viewWhenAsked[0]).toBe(false);
    },
  );

  it('asks for a typed search once, before the list has moved to it (the address still without it)', SLOW, async () => {
    const addressWhenAsked: string[] = [];
    server.use(
      http.get(/\/v1\/admin(\?|$)/, ({ request }) => {
        if (decodeURIComponent(new URL(request.url).search).includes('"q":"Ada"')) addressWhenAsked.push(locationNow());
      }),
    );
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Ada Owner' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'Ada');
    await waitFor(() => expect(locationNow()).toContain('Ada'));
    await waitFor(() => expect(addressWhenAsked.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull());
    // One request: the list, once it shows the search, finds the one asked at once rather than asking again.
    expect(addressWhenAsked).toHaveLength(1);
    expect(addressWhenAsked[0]).not.toContain('Ada');
  });

  it('gives react-admin’s filter form the list’s debounce, at most 250 ms (its own default is 500)', () => {
    expect(FILTER_DEBOUNCE_MS).toBeLessThanOrEqual(250);
    // What FilterForm reads: its theme default props (ra-ui-materialui's FilterForm calls useThemeProps('RaFilterForm')).
    let debounce: unknown;
    function FilterFormProps() {
      ({ debounce } = useThemeProps({ name: 'RaFilterForm', props: {} }) as { debounce?: number });
      return null;
    }
    render(
      <ThemeProvider theme={createTheme()}>
        <ThemeProvider theme={withFilterDebounce}>
          <FilterFormProps />
        </ThemeProvider>
      </ThemeProvider>,
    );
    expect(debounce).toBe(FILTER_DEBOUNCE_MS);
  });
});

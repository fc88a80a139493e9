import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { loadScreen } from '@/routes/loadScreen';
import { screenOf } from '@/routes/lazyScreen';
import type { RouteEntry } from '@/routes/types';

const entryOf = (name: string): RouteEntry => ({
  path: `/${name}`,
  name,
  title: 'home.title',
  shellMessagesOnly: true,
  screen: () => Promise.resolve({ default: () => <h1>{name} screen</h1> }),
});

const shown = (entry: RouteEntry) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      {(() => {
        const Screen = screenOf(entry);
        return <Screen />;
      })()}
    </Suspense>,
  );

describe('a route screen', () => {
  it('loaded before (the boot preload) renders in the first pass, without its fallback', async () => {
    const entry = entryOf('preloaded');
    await loadScreen(entry);
    // No act: what the first render committed, before any promise could settle.
    shown(entry);
    expect(screen.getByRole('heading', { name: 'preloaded screen' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('not loaded yet shows its fallback, then the screen', async () => {
    const entry = entryOf('cold');
    shown(entry);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(() => loadScreen(entry));
    expect(await screen.findByRole('heading', { name: 'cold screen' })).toBeTruthy();
  });
});

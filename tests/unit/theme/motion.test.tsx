import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { RouterTransition } from '@/layout/RouterTransition';
import { Chart } from '@/features/dashboards/shared/Chart';
import { useChartColors } from '@/features/showcase/charts/useChartColors';
import { REDUCED_MOTION_QUERY, useReducedMotion } from '@/theme/motion';

// The chart library itself is not drawn in jsdom: the stand-in shows the options the wrapper passed.
vi.mock('react-apexcharts', () => ({
  default: ({ options }: { options: { chart?: { animations?: { enabled?: boolean } } } }) => (
    <div data-testid="apex" data-animations={String(options.chart?.animations?.enabled ?? 'default')} />
  ),
}));

/** jsdom has no matchMedia; this one answers the reduced-motion query as asked. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const transition = (props: Omit<ComponentProps<typeof RouterTransition>, 'children'>) =>
  render(
    <MemoryRouter>
      <RouterNavigation>
        <RouterTransition {...props}>
          <p>page</p>
        </RouterTransition>
      </RouterNavigation>
    </MemoryRouter>,
  ).container.firstElementChild!;

/** Whether a style rule for one of the element's classes animates it (jsdom computes no `animation`). */
const animated = (element: Element) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        [...element.classList].some((name) => rule.selectorText.includes(`.${name}`)) &&
        rule.style.animation !== '',
    );

describe.each([false, true])('with reduced motion %s', (reduce) => {
  it('reads the system setting', () => {
    prefersReducedMotion(reduce);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(reduce);
  });

  it(reduce ? 'turns the router transition off' : 'keeps the chosen router transition', () => {
    prefersReducedMotion(reduce);
    const box = transition({ type: 'zoom-fade' });
    expect(box).toHaveAttribute('data-transition', reduce ? 'none' : 'zoom-fade');
    expect(animated(box)).toBe(!reduce);
  });

  it(reduce ? 'turns ApexCharts animations off in the dashboards' : 'leaves dashboard charts animated', async () => {
    prefersReducedMotion(reduce);
    render(
      <Chart
        type="line"
        series={[{ name: 'a', data: [1, 2] }]}
        options={{ chart: { animations: { enabled: true } } }}
        height={100}
        label="chart"
      />,
    );
    expect(await screen.findByTestId('apex')).toHaveAttribute('data-animations', reduce ? 'false' : 'true');
  });

  it(
    reduce
      ? 'tells the showcase charts (ApexCharts, Chart.js, ECharts) not to animate'
      : 'lets the showcase charts animate',
    () => {
      prefersReducedMotion(reduce);
      expect(renderHook(() => useChartColors()).result.current.animate).toBe(!reduce);
    },
  );
});

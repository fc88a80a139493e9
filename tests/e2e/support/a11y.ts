import { createRequire } from 'node:module';
import type { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { networkQuiet } from './network';

/** The configurations screens are checked in: the light and dark skins, left to right and right to left. */
export const CONFIGURATIONS = {
  light: { skin: 'light', settings: {} },
  dark: { skin: 'dark', settings: {} },
  'dark, right to left': { skin: 'dark', settings: { rtl: true } },
} as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * The WCAG rules whose outcome a skin or a direction can change: colours. Names, roles, labels and structure are the
 * same in every configuration, so a screen checked with every rule in one configuration needs only these in another
 * (half the time of a full analysis).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** The customizer's store (src/layout/settings) reads these keys before the first render. */
export async function useSettings(page: Page, skin: string, settings: object) {
  await page.addInitScript(
    ([skinValue, stored]) => {
      localStorage.setItem('skin', skinValue);
      localStorage.setItem('layoutSettings', stored);
    },
    [skin, JSON.stringify(settings)] as const,
  );
}

/**
 * Changes the skin and settings of the open page in place, as another tab of the app would: writes local storage and
 * sends the storage event the browser sends to the other tabs (the settings store follows it). The screen stays.
 */
export async function switchSettings(page: Page, skin: string, settings: object) {
  await page.evaluate(
    ([skinValue, stored]) => {
      localStorage.setItem('skin', skinValue);
      localStorage.setItem('layoutSettings', stored);
      window.dispatchEvent(new StorageEvent('storage', { key: 'layoutSettings' }));
    },
    [skin, JSON.stringify(settings)] as const,
  );
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-skin', skin);
  await expect(html).toHaveAttribute('dir', 'rtl' in settings && settings.rtl ? 'rtl' : 'ltr');
}

/**
 * Data loaded (no loading indicator) and no finite animation (router transition, menu) still running, so colours
 * are read at rest. Screens that show progress bars or skeletons as their content (the showcase) are not waited on.
 */
export async function settled(page: Page, quietMs?: number) {
  await networkQuiet(page, quietMs);
  await expect(page.locator('[role="progressbar"][aria-label="loading"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** An axe result (axe-core's own types come with @axe-core/playwright, not as a dependency). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** One failing element of an axe result. */
type NodeResult = AxeResults['violations'][number]['nodes'][number];

/** A contrast finding's colours and ratio, so the line says which colour to fix: ` #aaa on #fff = 3.2:1`. */
function colours(node: NodeResult) {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  return data?.fgColor ? ` ${data.fgColor} on ${data.bgColor ?? '?'} = ${data.contrastRatio ?? '?'}:1` : '';
}

/**
 * The layout around a screen: the vertical menu, the navbar and the footer. The same on every screen of one layout,
 * so a walk checks it once per layout and configuration and leaves it out of each screen's check after that.
 */
export const LAYOUT_CHROME = ['[data-layout] > aside', '[data-navbar-type]', '[data-footer-type]'] as const;

/**
 * What tells layouts apart (src/layout: which layout, menu collapsed or hidden, navbar and footer types, content
 * width): two screens with the same signature have the same chrome.
 */
export const layoutSignature = (page: Page) =>
  page.evaluate(() => {
    const layout = document.querySelector('[data-layout]');
    const navbar = document.querySelector('[data-navbar-type]');
    const attributes = (element: Element | null) =>
      element
        ? [...element.attributes]
            .filter((a) => a.name.startsWith('data-'))
            .map((a) => `${a.name}=${a.value}`)
            .join(' ')
        : 'none';
    return [
      attributes(layout),
      attributes(document.querySelector('[data-layout] > aside')),
      attributes(navbar),
      navbar ? getComputedStyle(navbar).position : '',
      attributes(document.querySelector('[data-footer-type]')),
      attributes(document.querySelector('[data-content-width]')),
    ].join(' | ');
  });

/** axe-core's source, from the copy @axe-core/playwright brings (the same version its types describe). */
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

/**
 * axe with the WCAG 2.1 AA tags (or only the given rules): the critical and serious findings and the moderate ones,
 * one per node. `exclude` leaves parts of the page out (CSS selectors), as a walk does with a layout already checked.
 *
 * axe is put into the page once per page load, not once per check (AxeBuilder evaluates its 550 KB twice per check,
 * and a walk that moves inside the app checks about a hundred screens in one page load), and it describes only the
 * violations: selectors for every element that passed were most of a check's time.
 */
export async function axeFindings(
  page: Page,
  path: string,
  configuration: string,
  rules?: readonly string[],
  exclude: readonly string[] = [],
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    ([only, tags, left]) => {
      const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResults> } }).axe;
      const runOnly = only ? { type: 'rule', values: only } : { type: 'tag', values: tags };
      return axe.run({ exclude: left.map((selector) => [selector]) }, { runOnly, resultTypes: ['violations'] });
    },
    [rules ? [...rules] : null, TAGS, [...exclude]] as const,
  );
  const findings = (impacts: string[]) =>
    violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .flatMap((v) =>
        v.nodes.map((node) => ({
          rule: v.id,
          line: `${v.id} (${v.impact}) on ${path} (${configuration}): ${node.target.join(' ')}${colours(node)}`,
        })),
      );
  return { severe: findings(['critical', 'serious']), moderate: findings(['moderate']) };
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, signInAs } from './support/session';

/*
 * A record's pages on a phone, a tablet and a small laptop window: every area's record opens with its fields on
 * screen (the History panel below them, not beside), and a change saves. Below 1200 px the History panel once
 * squeezed the record's card to 0 px wide, and only the header and the Save bar were left. The page around the
 * record is one component for every area: each area is opened at one of the three widths in turn (each width meets
 * four areas, the edit forms and the show-only page among them), not at all three.
 * Run: rm -rf dist-rec && E2E_DIST=dist-rec E2E_PORT=4206 npx playwright test tests/e2e/record-pages.spec.ts
 */

/** Every management area, the field that names its records, and whether it has an edit page. */
const AREAS = [
  { area: 'admin', field: 'fullName', edit: true },
  { area: 'user', field: 'fullName', edit: true },
  { area: 'contributor', field: 'name', edit: false },
  { area: 'role', field: 'name', edit: true },
  { area: 'language', field: 'name', edit: true },
  { area: 'company', field: 'name', edit: true },
  { area: 'content-intelektual', field: 'title', edit: true },
  { area: 'content-company', field: 'title', edit: true },
  { area: 'how-we', field: 'title', edit: true },
  { area: 'content-contribute', field: 'title', edit: true },
  { area: 'content-about-us', field: 'title', edit: true },
  { area: 'content-privacy', field: 'title', edit: true },
] as const;

type Row = { id: number; version: number } & Record<string, unknown>;

/** A seeded record other tests do not name: the fourth in the list's default order. */
async function pickRecord(page: Page, area: string, index = 3): Promise<Row> {
  return page.evaluate(
    async ({ area, index }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const query = new URLSearchParams({ range: `[${index},${index}]` });
      const rows = (await (await fetch(`/v1/${area}?${query}`, { headers })).json()) as Row[];
      return rows[0];
    },
    { area, index },
  );
}

/** Puts a field back as it was, so the shared demo database keeps the names other tests look for. */
async function restore(page: Page, area: string, id: number, field: string, value: unknown) {
  await page.evaluate(
    async ({ area, id, field, value }) => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'Content-Type': 'application/json',
      };
      const current = (await (await fetch(`/v1/${area}/${id}`, { headers })).json()) as Row;
      const response = await fetch(`/v1/${area}/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ [field]: value, version: current.version }),
      });
      if (!response.ok) throw new Error(`restore ${area}/${id}: ${response.status}`);
    },
    { area, id, field, value },
  );
}

/**
 * The record's card is as wide as the History panel below it (they share one column below 1200 px), and its field
 * is laid out inside it.
 */
async function expectFieldsShown(page: Page, field: Locator) {
  await expect(field).toBeVisible();
  const card = (await page.locator('.RaEdit-card, .RaShow-card').boundingBox())!;
  const history = page.getByRole('complementary', { name: 'History' });
  await expect(history).toBeVisible();
  const historyBox = (await history.boundingBox())!;
  expect(card.width).toBeGreaterThan(historyBox.width * 0.95);
  expect(historyBox.y).toBeGreaterThanOrEqual(card.y + card.height);
  const fieldBox = (await field.boundingBox())!;
  expect(fieldBox.x).toBeGreaterThanOrEqual(card.x);
  expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(card.x + card.width);
}

const WIDTHS = [390, 820, 1024] as const;

for (const [index, { area, field, edit }] of AREAS.entries()) {
  const width = WIDTHS[index % WIDTHS.length];
  test(`${area}: a record opens with its fields${edit ? ' and saves' : ''} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 1000 });
    await signInAs(page, 'admin');
    const record = await pickRecord(page, area);
    const original = String(record[field]);
    if (!edit) {
      await page.goto(`/${area}/${record.id}/show`);
      await appReady(page);
      await expectFieldsShown(page, page.locator('.RaShow-card').getByText(original, { exact: true }).first());
      return;
    }
    await page.goto(`/${area}/${record.id}`);
    await appReady(page);
    const input = page.locator(`input[name="${field}"]`);
    await expect(input).toHaveValue(original);
    await expectFieldsShown(page, input);
    await expect.poll(async () => (await input.boundingBox())!.width).toBeGreaterThanOrEqual(120);

    const changed = `${original} (${width})`;
    await input.fill(changed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`/${area}/${record.id}$`));
    await expect(page.getByText(changed).first()).toBeVisible();
    await restore(page, area, record.id, field, original);
  });
}

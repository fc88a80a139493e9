/** Restores the demo fixtures in every tab and reloads this one so every screen reads them afresh. Loaded only when used. */
export async function resetDemoData(): Promise<void> {
  const [{ ensureDemoApi }, { resetMockDb }] = await Promise.all([import('@/data/demoApi'), import('./db')]);
  // The demo API starts with the first demo call; until then this tab has not opened the stored data the reset empties.
  await ensureDemoApi().catch(() => undefined);
  await resetMockDb();
  window.location.reload();
}

/** Restores the demo fixtures and reloads so every screen reads them afresh. Loaded only when used. */
export async function resetDemoData(): Promise<void> {
  const { resetMockDb } = await import('./db');
  await resetMockDb();
  window.location.reload();
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** `YYYY-MM-DD` (UTC). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The rate limits' defaults (./limits.ts counts them in the database); ServerConfig.limits may change them. */
export interface Limit {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export const LIMITS = {
  /** Failed sign-ins from one address to any accounts (password spraying). */
  signInFailuresPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  registrationsPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** forgot-password and resend-otp, from one address. */
  resetRequestsPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  /** Codes issued to one account: one a minute, five an hour (beyond that the last code stays valid). */
  codesPerAccountMinute: { limit: 1, windowSeconds: 60 },
  codesPerAccountHour: { limit: 5, windowSeconds: 60 * 60 },
  resetGuessesPerAddress: { limit: 20, windowSeconds: 60 * 60 },
  /** Wrong reset codes for one account across all its codes. */
  resetGuessesPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  /** Wrong current passwords when changing one's password. */
  currentPasswordGuesses: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Presences one account sends (every process's streams hear each one). A page renews its own every 20 s; the rest is
   * arriving and leaving: four a second is someone paging through records very fast, or a script.
   */
  presencesPerAccount: { limit: 240, windowSeconds: 60 },
} satisfies Record<string, Limit>;
export type LimitName = keyof typeof LIMITS;

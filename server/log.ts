import { pino, stdTimeFunctions, type DestinationStream, type Level, type Logger } from 'pino';
import type { ServerConfig } from './context';

/*
 * The Node server's log: one JSON line per entry on stdout (pino), with the level by name, an ISO time and the
 * process id, so a platform's collector can read, filter and attribute it. Node only: the browser-only mode's app
 * keeps the plain `config.log` of server/app.ts, so nothing here reaches the page's bundle.
 */

export type LogEntry = Record<string, unknown>;

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LevelSetting = (typeof LEVELS)[number];

/** The fields that hold a secret, wherever an entry (or an object one level inside it, e.g. `headers`) carries them. */
const SECRET_KEYS = [
  'authorization',
  'Authorization',
  'cookie',
  'Cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'jwtSecret',
  'JWT_SECRET',
  'DATABASE_URL',
];

/*
 * A top-level `code` is a database or socket error's code (23505, ECONNRESET), which the logs need; a reset code
 * would come inside a request body.
 */
export const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => {
    const name = `["${key}"]`;
    return [name, `*${name}`];
  }),
  'body.code',
  '*.body.code',
];

/** LOG_LEVEL (default info); any other value stops the start with a message that says what is accepted. */
export function logLevelFrom(value: string | undefined): LevelSetting {
  const level = (value?.trim() || 'info').toLowerCase();
  if ((LEVELS as readonly string[]).includes(level)) return level as LevelSetting;
  throw new Error(`LOG_LEVEL=${value} is not a log level; use one of ${LEVELS.join(', ')} (default info).`);
}

/** The logger, on stdout unless `destination` is given (tests pass one to read the lines). */
export function createLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): Logger {
  const options = {
    level: logLevelFrom(env.LOG_LEVEL),
    base: { pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** `config.log` over the logger: the entry's own `level` (default info) picks the line's level. */
export function logWith(logger: Logger): NonNullable<ServerConfig['log']> {
  return ({ level, ...fields }: LogEntry) => logger[levelOf(level)](fields);
}

function levelOf(level: unknown): Level {
  return typeof level === 'string' && (LEVELS as readonly string[]).includes(level) && level !== 'silent'
    ? (level as Level)
    : 'info';
}

import { type Logger, pino } from 'pino';

export type { Logger };

/** One JSON logger per process; `name` says which process wrote the line. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'req.headers.authorization'],
      remove: true,
    },
  });
}

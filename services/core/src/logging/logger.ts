import { type Logger, pino } from 'pino';

export type { Logger };

/**
 * One JSON logger per process; `name` says which process wrote the line. Lines go to stdout asynchronously
 * (sonic-boom), so a request never waits on the pipe to the launcher or the log collector; pino flushes what is
 * pending when the process exits.
 */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      name,
      level,
      redact: {
        // Card numbers and CVVs never reach a log line, even inside an error's context (a safety net: nothing logs them).
        paths: [
          'password',
          '*.password',
          'cardNumber',
          '*.cardNumber',
          'cvv',
          '*.cvv',
          'req.headers.cookie',
          'req.headers.authorization',
          // API tokens (issue 25 §3): wherever a header map or graphql-ws connectionParams might be logged.
          'headers.authorization',
          '*.headers.authorization',
          'connectionParams.authorization',
          '*.connectionParams.authorization',
        ],
        remove: true,
      },
    },
    level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false }),
  );
}

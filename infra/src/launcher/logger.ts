import { formatPrefix } from './log-prefix.js';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LoggerOptions {
  label: string;
  width: number;
  color: boolean;
}

/** The launcher's own lines, prefixed like the children's so the terminal reads as one log. */
export function createLogger(options: LoggerOptions): Logger {
  const prefix = formatPrefix(options.label, { width: options.width, color: options.color ? 90 : null });
  const write = (stream: NodeJS.WriteStream, message: string) => {
    for (const line of message.split('\n')) stream.write(`${prefix} ${line}\n`);
  };
  return {
    info: (message) => write(process.stdout, message),
    warn: (message) => write(process.stderr, message),
    error: (message) => write(process.stderr, message),
  };
}

/** For library use (tests): swallow progress, keep warnings and errors visible. */
export const quietLogger: Logger = {
  info: () => {},
  warn: (message) => process.stderr.write(`${message}\n`),
  error: (message) => process.stderr.write(`${message}\n`),
};

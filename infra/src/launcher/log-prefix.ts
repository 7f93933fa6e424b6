/** ANSI colours that read well on dark and light terminals; children get them in turn. */
export const PREFIX_COLORS = [36, 35, 33, 32, 34, 91, 96, 95] as const;

export interface PrefixOptions {
  /** Labels are padded to this width so the `|` columns line up. */
  width: number;
  /** ANSI colour code, or null for plain text (pipes, CI logs, NO_COLOR). */
  color: number | null;
}

export function formatPrefix(label: string, options: PrefixOptions): string {
  const text = `${label.padEnd(options.width)} |`;
  return options.color === null ? text : `\u001b[${options.color}m${text}\u001b[0m`;
}

/**
 * Splits a child's output into whole lines and prefixes each. Chunks from a pipe end anywhere, so the
 * unfinished tail is kept until the next chunk (or flush) completes it; otherwise lines of two
 * processes would interleave mid-line.
 */
export function createLinePrefixer(label: string, options: PrefixOptions) {
  const prefix = formatPrefix(label, options);
  let pending = '';
  return {
    push(chunk: string): string[] {
      const parts = (pending + chunk).split(/\r?\n/);
      pending = parts.pop() ?? '';
      return parts.map((line) => `${prefix} ${line}`);
    },
    flush(): string[] {
      if (pending === '') return [];
      const line = `${prefix} ${pending}`;
      pending = '';
      return [line];
    },
  };
}

/** Honours the NO_COLOR / FORCE_COLOR conventions, else colours only when writing to a terminal. */
export function shouldUseColor(env: NodeJS.ProcessEnv, isTty: boolean): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTty;
}

/** The benchmarks' command lines: `--name value` or `--name=value`, each with an environment fallback. */
export interface BenchFlags {
  /** A whole number from min to max: the flag, else the environment variable, else the fallback. */
  number(flag: string, envName: string, fallback: number, min: number, max: number): number;
  /** Whether a switch (one of those named to `readFlags`, taking no value) was given. */
  has(name: string): boolean;
  /** Throws for the first flag that no `number` call read. */
  rejectUnknown(): void;
}

export function readFlags(
  argv: string[],
  env: NodeJS.ProcessEnv,
  usage: string,
  switches: readonly string[] = [],
): BenchFlags {
  const flags = new Map<string, string>();
  const given = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const name = arg.slice(2);
    if (arg.startsWith('--') && switches.includes(name)) {
      given.add(name);
      continue;
    }
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1]) throw new Error(`unknown argument "${arg}"\n${usage}`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${match[1]} needs a value\n${usage}`);
    flags.set(match[1], value);
  }
  return {
    number(flag, envName, fallback, min, max) {
      const raw = flags.get(flag) ?? env[envName];
      flags.delete(flag);
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        throw new Error(`--${flag} / ${envName} must be a whole number from ${min} to ${max}, got "${raw}"`);
      }
      return value;
    },
    has: (name) => given.has(name),
    rejectUnknown() {
      const unknown = [...flags.keys()];
      if (unknown.length) throw new Error(`unknown option --${unknown[0]}\n${usage}`);
    },
  };
}

/**
 * `--quick`, `--duration S` and `--warmup S` as bench:booking and bench:tracking read them (name `quick` among
 * `readFlags`' switches): 10 s per measured run after 3 s of warm-up, a quick smoke run 3 s after 1 s, unless given.
 */
export function readRunLength(flags: BenchFlags): { quick: boolean; durationS: number; warmupS: number } {
  const quick = flags.has('quick');
  // Bounded on purpose: a typo must not turn into an hour of load on a shared machine.
  const durationS = flags.number('duration', 'BENCH_DURATION', quick ? 3 : 10, 1, 300);
  const warmupS = flags.number('warmup', 'BENCH_WARMUP', quick ? 1 : 3, 0, 60);
  return { quick, durationS, warmupS };
}

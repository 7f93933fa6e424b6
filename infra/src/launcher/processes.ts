import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createLinePrefixer, PREFIX_COLORS } from './log-prefix.js';
import { type CrashDecision, RestartPolicy, type RestartPolicyOptions } from './restart-policy.js';

/** Resolves true once the child has exited, or false if it is still running after timeoutMs. */
export async function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([once(child, 'exit').then(() => true), timer]);
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
}

export interface ProcessExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface CrashLoop extends ProcessExit {
  crashes: number;
  windowMs: number;
}

export interface ProcessGroupOptions {
  /** Colour the prefixes (terminal) or not (pipes, CI). */
  color: boolean;
  /** Where prefixed lines go; the e2e setup collects them instead of printing. */
  write?: (line: string) => void;
  /**
   * Restart a child that exits on its own, with back-off; false reports the first crash instead. Tests pass
   * short delays and their own clock.
   */
  restart?: false | { policy?: Partial<RestartPolicyOptions>; now?: () => number };
  /**
   * Called when a child exits while the group is not stopping and will not be restarted: its first crash
   * when restarts are off, else a crash loop of a process that never stayed up (it cannot start).
   */
  onUnexpectedExit?: (exit: ProcessExit | CrashLoop) => void;
  /**
   * Called when a child that has run before crashes maxCrashes times within the window: it is still restarted
   * (after restartInMs) and the rest of the group stays up, but someone should look.
   */
  onCrashLoop?: (loop: CrashLoop, restartInMs: number) => void;
}

interface Member {
  spec: ProcessSpec;
  child: ChildProcess;
  /** The child has exited and no restart is pending: stopped, or given up on. */
  exited: boolean;
  policy: RestartPolicy | null;
  restartTimer: NodeJS.Timeout | null;
}

/** "crashed 5 times within 60 s" or the plain exit, for the launcher's last message. */
export function describeExit(exit: ProcessExit | CrashLoop): string {
  const last = exit.signal ?? `code ${exit.code}`;
  if (!('crashes' in exit)) return `${exit.name} exited unexpectedly (${last})`;
  const window = Math.round(exit.windowMs / 1000);
  return `${exit.name} crashed ${exit.crashes} times within ${window} s (last exit: ${last})`;
}

/**
 * The app's processes (gateway, workers, Vite) as one unit: prefixed output, restart of a crashed child
 * with capped back-off (one crashed process must not take the app down; see RestartPolicy), and an orderly stop. Each child leads its own process group, so a terminal Ctrl-C reaches only the
 * launcher, which then stops the children in order and before the databases they use; signalling the
 * whole group also reaches grandchildren such as the Vite server behind `npm run dev`.
 */
export class ProcessGroup {
  private readonly members: Member[] = [];
  private stopping = false;
  private readonly width: number;

  constructor(
    private readonly options: ProcessGroupOptions,
    labels: string[] = [],
  ) {
    this.width = Math.max(8, ...labels.map((l) => l.length));
  }

  get names(): string[] {
    return this.members.map((m) => m.spec.name);
  }

  /** A description of the first child that died, for "gave up waiting" messages. */
  deadReason(): string | null {
    const dead = this.members.find((m) => m.exited);
    if (!dead) return null;
    const { exitCode, signalCode } = dead.child;
    return `${dead.spec.name} exited (${signalCode ?? `code ${exitCode}`})`;
  }

  start(spec: ProcessSpec): ChildProcess {
    const color = this.options.color
      ? (PREFIX_COLORS[this.members.length % PREFIX_COLORS.length] ?? null)
      : null;
    const restart = this.options.restart;
    const member: Member = {
      spec,
      child: spawnDetached(spec),
      exited: false,
      policy: restart ? new RestartPolicy(restart.policy, restart.now) : null,
      restartTimer: null,
    };
    this.members.push(member);
    this.watch(member, color);
    return member.child;
  }

  /** Forwards the current child's output and decides, when it exits, between restart and giving up. */
  private watch(member: Member, color: PrefixColor | null): void {
    const { spec, child } = member;
    const write = this.options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
    for (const stream of [child.stdout, child.stderr]) {
      const prefixer = createLinePrefixer(spec.name, { width: this.width, color });
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        for (const line of prefixer.push(chunk)) write(line);
      });
      stream?.on('end', () => {
        for (const line of prefixer.flush()) write(line);
      });
    }
    child.on('error', (error) => {
      write(`${spec.name} could not start: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      const exit: ProcessExit = { name: spec.name, code, signal };
      if (this.stopping) {
        member.exited = true;
        return;
      }
      const decision: CrashDecision | null = member.policy?.crashed() ?? null;
      if (decision?.action === 'restart') {
        const seconds = (decision.delayMs / 1000).toFixed(1);
        write(
          `${spec.name} exited unexpectedly (${signal ?? `code ${code}`}); restarting in ${seconds} s (restart ${decision.attempt})`,
        );
        if (decision.crashLoop)
          this.options.onCrashLoop?.({ ...exit, ...decision.crashLoop }, decision.delayMs);
        member.restartTimer = setTimeout(() => {
          member.restartTimer = null;
          if (this.stopping) return;
          member.child = spawnDetached(spec);
          member.policy?.started();
          this.watch(member, color);
        }, decision.delayMs);
        return;
      }
      member.exited = true;
      this.options.onUnexpectedExit?.(
        decision ? { ...exit, crashes: decision.crashes, windowMs: decision.windowMs } : exit,
      );
    });
  }

  /** The current child of a named process (a new one after each restart). */
  childOf(name: string): ChildProcess | undefined {
    return this.members.find((m) => m.spec.name === name)?.child;
  }

  /** SIGTERM to every child's process group, up to graceMs for them to finish, then SIGKILL. */
  async stopAll(graceMs = 10_000): Promise<string[]> {
    this.stopping = true;
    for (const member of this.members) {
      if (member.restartTimer) clearTimeout(member.restartTimer);
      member.restartTimer = null;
    }
    const running = this.members.filter((m) => m.child.exitCode === null && m.child.signalCode === null);
    for (const member of running) signalGroup(member.child, 'SIGTERM');
    const killed: string[] = [];
    await Promise.all(
      running.map(async (member) => {
        if (await waitForExit(member.child, graceMs)) return;
        killed.push(member.spec.name);
        signalGroup(member.child, 'SIGKILL');
        await waitForExit(member.child, 2_000);
      }),
    );
    return killed;
  }

  /** Last resort from a process 'exit' handler, where nothing asynchronous can run any more. */
  killAllNow(): void {
    for (const member of this.members) {
      if (member.restartTimer) clearTimeout(member.restartTimer);
      if (member.child.exitCode === null && member.child.signalCode === null)
        signalGroup(member.child, 'SIGKILL');
    }
  }
}

type PrefixColor = (typeof PREFIX_COLORS)[number];

/** Each child leads its own process group (see ProcessGroup), with its output piped for prefixing. */
function spawnDetached(spec: ProcessSpec): ChildProcess {
  return spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already (or never formed): fall back to the child itself.
    try {
      child.kill(signal);
    } catch {
      // already exited
    }
  }
}

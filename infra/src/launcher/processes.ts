import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createLinePrefixer, PREFIX_COLORS } from './log-prefix.js';

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

export interface ProcessGroupOptions {
  /** Colour the prefixes (terminal) or not (pipes, CI). */
  color: boolean;
  /** Where prefixed lines go; the e2e setup collects them instead of printing. */
  write?: (line: string) => void;
  /** Called when a child exits while the group is not stopping: a crash. */
  onUnexpectedExit?: (exit: ProcessExit) => void;
}

interface Member {
  spec: ProcessSpec;
  child: ChildProcess;
  exited: boolean;
}

/**
 * The app's processes (gateway, workers, Vite) as one unit: prefixed output, crash detection and an
 * orderly stop. Each child leads its own process group, so a terminal Ctrl-C reaches only the
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
    const write = this.options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const member: Member = { spec, child, exited: false };
    this.members.push(member);
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
      member.exited = true;
      if (!this.stopping) this.options.onUnexpectedExit?.({ name: spec.name, code, signal });
    });
    return child;
  }

  /** SIGTERM to every child's process group, up to graceMs for them to finish, then SIGKILL. */
  async stopAll(graceMs = 10_000): Promise<string[]> {
    this.stopping = true;
    const running = this.members.filter((m) => !m.exited);
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
    for (const member of this.members) if (!member.exited) signalGroup(member.child, 'SIGKILL');
  }
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

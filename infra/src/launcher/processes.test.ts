import { describe, expect, it } from 'vitest';
import {
  type CrashLoop,
  describeExit,
  type ProcessExit,
  ProcessGroup,
  type ProcessSpec,
} from './processes.js';

function nodeSpec(name: string, script: string): ProcessSpec {
  return { name, command: process.execPath, args: ['-e', script], cwd: process.cwd(), env: process.env };
}

describe('ProcessGroup', () => {
  it('prefixes each line of output with the process name', async () => {
    const lines: string[] = [];
    const group = new ProcessGroup({ color: false, write: (line) => lines.push(line) }, ['echo']);
    const child = group.start(
      nodeSpec('echo', "process.stdout.write('one\\ntw'); setTimeout(() => console.log('o'), 20)"),
    );
    await new Promise((resolve) => child.on('close', resolve));
    expect(lines).toEqual(['echo     | one', 'echo     | two']);
  });

  it('reports a child that dies on its own as an unexpected exit', async () => {
    const exits: ProcessExit[] = [];
    const group = new ProcessGroup({
      color: false,
      write: () => {},
      onUnexpectedExit: (exit) => exits.push(exit),
    });
    const child = group.start(nodeSpec('crashy', 'process.exit(3)'));
    await new Promise((resolve) => child.on('exit', resolve));
    expect(exits).toEqual([{ name: 'crashy', code: 3, signal: null }]);
    expect(group.deadReason()).toBe('crashy exited (code 3)');
  });

  it('stops children with SIGTERM, kills those that ignore it, and reports no crash', async () => {
    const exits: ProcessExit[] = [];
    const lines: string[] = [];
    const group = new ProcessGroup({
      color: false,
      write: (line) => lines.push(line),
      onUnexpectedExit: (e) => exits.push(e),
    });
    group.start(nodeSpec('polite', "console.log('up'); setInterval(() => {}, 1000)"));
    group.start(
      nodeSpec(
        'stubborn',
        "process.on('SIGTERM', () => console.log('ignoring')); console.log('up'); setInterval(() => {}, 1000)",
      ),
    );
    // Both must have installed their handlers before the signal arrives.
    while (lines.filter((l) => l.endsWith('| up')).length < 2) await new Promise((r) => setTimeout(r, 20));
    const killed = await group.stopAll(500);
    expect(killed).toEqual(['stubborn']);
    expect(exits).toEqual([]);
  });

  it('restarts a child that was killed, and stops the new one cleanly with no orphan', async () => {
    const lines: string[] = [];
    const exits: (ProcessExit | CrashLoop)[] = [];
    const group = new ProcessGroup({
      color: false,
      write: (line) => lines.push(line),
      restart: { policy: { initialDelayMs: 50 } },
      onUnexpectedExit: (exit) => exits.push(exit),
    });
    group.start(nodeSpec('tracking', "console.log('up ' + process.pid); setInterval(() => {}, 1000)"));
    const pids = async (count: number) => {
      while (lines.filter((l) => l.includes('| up ')).length < count)
        await new Promise((r) => setTimeout(r, 20));
      return lines.filter((l) => l.includes('| up ')).map((l) => Number(l.split(' ').pop()));
    };
    const [first] = await pids(1);
    process.kill(first!, 'SIGKILL');
    const [, second] = await pids(2);
    expect(second).not.toBe(first);
    expect(lines).toContain('tracking exited unexpectedly (SIGKILL); restarting in 0.1 s (restart 1)');
    expect(exits).toEqual([]);

    expect(await group.stopAll(2_000)).toEqual([]);
    expect(() => process.kill(second!, 0)).toThrow();
    expect(exits).toEqual([]);
  });

  it('gives up on a crash loop, naming the process and its last exit code', async () => {
    const exits: (ProcessExit | CrashLoop)[] = [];
    const group = new ProcessGroup({
      color: false,
      write: () => {},
      restart: { policy: { initialDelayMs: 10, maxCrashes: 3, crashWindowMs: 60_000 } },
      onUnexpectedExit: (exit) => exits.push(exit),
    });
    group.start(nodeSpec('bookings', 'process.exit(7)'));
    while (exits.length === 0) await new Promise((r) => setTimeout(r, 20));
    expect(exits).toEqual([{ name: 'bookings', code: 7, signal: null, crashes: 3, windowMs: 60_000 }]);
    expect(describeExit(exits[0]!)).toBe('bookings crashed 3 times within 60 s (last exit: code 7)');
    expect(group.deadReason()).toBe('bookings exited (code 7)');
  });

  it('keeps restarting a crashing process that has run, with back-off, while the rest of the group stays up', async () => {
    const lines: string[] = [];
    const exits: (ProcessExit | CrashLoop)[] = [];
    const loops: [CrashLoop, number][] = [];
    const group = new ProcessGroup({
      color: false,
      write: (line) => lines.push(line),
      // Scaled down: proven after 0.1 s up, a loop is 3 crashes within a minute, waits of 20 ms doubling to 80 ms.
      restart: {
        policy: {
          initialDelayMs: 20,
          maxDelayMs: 80,
          provenAfterMs: 100,
          maxCrashes: 3,
          crashWindowMs: 60_000,
        },
      },
      onUnexpectedExit: (exit) => exits.push(exit),
      onCrashLoop: (loop, restartInMs) => loops.push([loop, restartInMs]),
    });
    // A gateway that serves a little while, then is crashed (by a request, say) each time it comes back.
    group.start(nodeSpec('gateway', "console.log('up'); setTimeout(() => process.exit(1), 150)"));
    const worker = group.start(nodeSpec('bookings', "console.log('worker up'); setInterval(() => {}, 1000)"));
    // Until five runs, or until the group gives up (which fails below at once instead of timing out).
    while (lines.filter((l) => l.endsWith('gateway  | up')).length < 5 && exits.length === 0)
      await new Promise((r) => setTimeout(r, 20));

    expect(exits).toEqual([]);
    expect(loops.length).toBeGreaterThanOrEqual(2);
    expect(loops[0]).toEqual([{ name: 'gateway', code: 1, signal: null, crashes: 3, windowMs: 60_000 }, 80]);
    const waits = lines
      .filter((l) => l.startsWith('gateway exited'))
      .map((l) => /restarting in ([\d.]+) s/.exec(l)?.[1]);
    expect(waits.slice(0, 4)).toEqual(['0.0', '0.0', '0.1', '0.1']);
    // The other process never noticed.
    expect(worker.exitCode).toBeNull();
    expect(group.childOf('bookings')).toBe(worker);
    expect(lines.filter((l) => l.endsWith('worker up'))).toHaveLength(1);
    expect(await group.stopAll(2_000)).toEqual([]);
    expect(exits).toEqual([]);
  }, 30_000);

  it('does not restart a child that exits while the group is stopping', async () => {
    const lines: string[] = [];
    const group = new ProcessGroup({
      color: false,
      write: (line) => lines.push(line),
      restart: { policy: { initialDelayMs: 10 } },
    });
    group.start(nodeSpec('messaging', "console.log('up'); setInterval(() => {}, 1000)"));
    while (!lines.some((l) => l.endsWith('| up'))) await new Promise((r) => setTimeout(r, 20));
    await group.stopAll(2_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.filter((l) => l.endsWith('| up'))).toHaveLength(1);
    expect(lines.some((l) => l.includes('restarting'))).toBe(false);
  });
});

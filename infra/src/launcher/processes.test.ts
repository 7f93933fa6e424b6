import { describe, expect, it } from 'vitest';
import { type ProcessExit, ProcessGroup, type ProcessSpec } from './processes.js';

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
});

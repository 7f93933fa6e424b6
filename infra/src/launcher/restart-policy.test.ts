import { describe, expect, it } from 'vitest';
import { type CrashDecision, RestartPolicy } from './restart-policy.js';

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('RestartPolicy', () => {
  it('backs off exponentially from 0.5 s, capped at 30 s', () => {
    const clock = fakeClock();
    // A wide crash window keeps the crash-loop rule out of this test.
    const policy = new RestartPolicy({ maxCrashes: 100 }, clock.now);
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      clock.advance(100);
      const decision = policy.crashed();
      if (decision.action !== 'restart') throw new Error('expected a restart');
      delays.push(decision.delayMs);
      clock.advance(decision.delayMs);
      policy.started();
    }
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts the back-off over once the process stayed up long enough', () => {
    const clock = fakeClock();
    const policy = new RestartPolicy({}, clock.now);
    clock.advance(100);
    expect(policy.crashed()).toMatchObject({ action: 'restart', delayMs: 500 });
    policy.started();
    clock.advance(100);
    expect(policy.crashed()).toMatchObject({ action: 'restart', delayMs: 1_000 });
    policy.started();
    clock.advance(30_000);
    expect(policy.crashed()).toMatchObject({ action: 'restart', delayMs: 500, attempt: 1 });
  });

  it('gives up on a process that never stayed up 10 s: the fifth crash within 60 s means it cannot start', () => {
    const clock = fakeClock();
    const policy = new RestartPolicy({}, clock.now);
    const actions: string[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(1_000);
      const decision = policy.crashed();
      actions.push(decision.action);
      policy.started();
    }
    expect(actions).toEqual(['restart', 'restart', 'restart', 'restart', 'give-up']);
    expect(policy.crashed()).toMatchObject({ action: 'give-up', windowMs: 60_000 });
  });

  it('forgets crashes older than the window', () => {
    const clock = fakeClock();
    const policy = new RestartPolicy({}, clock.now);
    for (let i = 0; i < 4; i++) {
      clock.advance(1_000);
      policy.crashed();
      policy.started();
    }
    // Four crashes, then a long healthy run: the next crash is the only one in the window.
    clock.advance(120_000);
    expect(policy.crashed()).toMatchObject({ action: 'restart', delayMs: 500 });
  });

  it('never gives up on a process that has run: it is restarted at most 30 s apart, and a crash loop is flagged', () => {
    const clock = fakeClock();
    const policy = new RestartPolicy({}, clock.now);
    // The gateway served for a minute, then every restart is crashed again by the same request 0.1 s later.
    clock.advance(60_000);
    const decisions: CrashDecision[] = [];
    for (let i = 0; i < 40; i++) {
      const decision = policy.crashed();
      decisions.push(decision);
      if (decision.action !== 'restart') throw new Error(`gave up after ${i + 1} crashes`);
      clock.advance(decision.delayMs);
      policy.started();
      clock.advance(100);
    }
    const delays = decisions.map((d) => (d.action === 'restart' ? d.delayMs : -1));
    expect(delays.slice(0, 8)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(Math.max(...delays)).toBe(30_000);
    // Flagged from the fifth crash within 60 s: at 30 s apart, two or three crashes fit in the window later on.
    const loops = decisions.map((d) => (d.action === 'restart' ? d.crashLoop : null));
    expect(loops.slice(0, 4)).toEqual([null, null, null, null]);
    expect(loops[4]).toEqual({ crashes: 5, windowMs: 60_000 });
  });

  it('counts a process as proven once it stayed up 10 s, however it crashes afterwards', () => {
    const clock = fakeClock();
    const policy = new RestartPolicy({ initialDelayMs: 10 }, clock.now);
    // Four quick crashes: not proven yet, but not a loop either.
    for (let i = 0; i < 4; i++) {
      clock.advance(1_000);
      expect(policy.crashed()).toMatchObject({ action: 'restart' });
      policy.started();
    }
    clock.advance(10_000);
    expect(policy.crashed()).toMatchObject({ action: 'restart', crashLoop: { crashes: 5 } });
    for (let i = 0; i < 20; i++) {
      policy.started();
      clock.advance(50);
      expect(policy.crashed().action).toBe('restart');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { RestartPolicy } from './restart-policy.js';

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

  it('gives up on the fifth crash within 60 s', () => {
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
});

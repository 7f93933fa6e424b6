import path from 'node:path';
import { repoRoot } from '../paths.js';
import { waitForHttpOk } from './ports.js';
import { type ProcessGroup, type ProcessSpec } from './processes.js';

/** The app's server processes, each started from its built entry point. */
export const APP_PROCESSES = [
  { name: 'gateway', entry: 'gateway/dist/main.js' },
  { name: 'bookings', entry: 'services/bookings/dist/worker.js' },
  { name: 'messaging', entry: 'services/messaging/dist/worker.js' },
  { name: 'tracking', entry: 'services/tracking/dist/worker.js' },
  // Core's own jobs (the hourly upload clean-up): core owns uploads, so no service's worker carries them.
  { name: 'core', entry: 'services/core/dist/worker.js' },
] as const;

export const APP_LABELS = [...APP_PROCESSES.map((p) => p.name), 'web', 'launcher'];

/** Each process' V8 heap limit in MB, from NODE_HEAP_MB (default 256). */
export function heapLimitMb(env: NodeJS.ProcessEnv): number {
  const value = Number(env.NODE_HEAP_MB ?? 256);
  return Number.isInteger(value) && value >= 64 ? value : 256;
}

/**
 * Each process' largest V8 semi-space in MB, from NODE_SEMI_SPACE_MB (default 16). Node 24's V8 sizes the young
 * generation from the machine's memory: 64 MB semi-spaces (128 MB committed) here. Each scavenge then copies more
 * survivors, the gateway ran more major collections against its old-space budget, and its resident size sat near
 * 340 MiB at rest. With 16 MB (V8's own default before it scaled with memory) the gateway's resident size under
 * load fell to ~240 MiB and its CPU per request by about a fifth (infra/bench/README.md, bench:gateway).
 */
export function semiSpaceMb(env: NodeJS.ProcessEnv): number {
  const value = Number(env.NODE_SEMI_SPACE_MB ?? 16);
  return Number.isInteger(value) && value >= 1 && value <= 256 ? value : 16;
}

export function appProcessSpecs(env: NodeJS.ProcessEnv, root = repoRoot): ProcessSpec[] {
  return APP_PROCESSES.map(({ name, entry }) => ({
    name,
    command: process.execPath,
    args: [
      // Source maps make a crash's stack point at the TypeScript line.
      '--enable-source-maps',
      // V8 sizes its heap from the machine's memory (gigabytes here) and lets garbage pile up before collecting;
      // a budget makes it collect within it. The gateway's live heap is a few tens of MB: under load its
      // resident size then stays near 160 MB instead of climbing past 250 MB between major collections.
      `--max-old-space-size=${heapLimitMb(env)}`,
      `--max-semi-space-size=${semiSpaceMb(env)}`,
      path.join(root, entry),
    ],
    cwd: root,
    env,
  }));
}

/** Starts gateway + workers in the group, then waits until the gateway's /readyz answers. */
export async function startApp(
  group: ProcessGroup,
  env: NodeJS.ProcessEnv,
  port: number,
  timeoutMs = 120_000,
): Promise<void> {
  for (const spec of appProcessSpecs(env)) group.start(spec);
  await waitForHttpOk(`http://127.0.0.1:${port}/readyz`, {
    timeoutMs,
    abortReason: () => group.deadReason(),
  });
}

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './paths.js';

const RULE = 'lint/style/noRestrictedImports';

const PROBE_DIRS = ['services/tracking/src', 'gateway/src/modules/tracking'] as const;
type ProbeDir = (typeof PROBE_DIRS)[number];

function probePath(dir: ProbeDir): string {
  return path.join(repoRoot, dir, `__boundary_probe_${process.pid}__.ts`);
}

interface LintResult {
  output: string;
  status: number | null;
}

/**
 * Lints a throwaway file holding `source` at `dir` (relative to the repository root), with the repository's own
 * biome.json: the override globs only apply to a file that really sits in the package it imports from. The file
 * gets a per-process name, so parallel runs do not collide, and is removed in every case, so neither tsc nor a
 * developer's `biome check .` ever sees it for long.
 */
function lintProbe(dir: ProbeDir, source: string): LintResult {
  const file = probePath(dir);
  try {
    writeFileSync(file, source);
    const run = spawnSync(path.join(repoRoot, 'node_modules/.bin/biome'), ['lint', '--colors=off', file], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    return { output: `${run.stdout}${run.stderr}`, status: run.status };
  } finally {
    // force: a write that failed leaves nothing to remove; any other failure to remove throws.
    rmSync(file, { force: true });
  }
}

describe('architecture boundaries kept by biome.json (ARCHITECTURE.md §1)', () => {
  // A probe left behind would break the build and every later lint run, whatever the test's outcome.
  afterEach(() => {
    for (const dir of PROBE_DIRS) expect(existsSync(probePath(dir))).toBe(false);
  });

  it('refuses a service importing another service', () => {
    const result = lintProbe(
      'services/tracking/src',
      "import { readMailbox } from '@koalarent/messaging/client';\n\nexport const probe = readMailbox;\n",
    );
    expect(result.output).toContain(RULE);
    expect(result.output).toContain('Services never import each other');
    expect(result.status).not.toBe(0);
  });

  it("refuses the gateway reading a service's entities outside gateway/src/entities.ts", () => {
    const result = lintProbe(
      'gateway/src/modules/tracking',
      "import { LoginRecord } from '@koalarent/tracking/entities';\n\nexport const probe = LoginRecord;\n",
    );
    expect(result.output).toContain(RULE);
    expect(result.output).toContain('only through its client');
    expect(result.status).not.toBe(0);
  });

  // The control: the refusals above come from the rule, not from a probe biome cannot lint or a rule that refuses all.
  it('allows a service importing core', () => {
    const result = lintProbe(
      'services/tracking/src',
      "import { Topics } from '@koalarent/core';\n\nexport const probe = Topics;\n",
    );
    expect(result.output).not.toContain(RULE);
    expect(result.status).toBe(0);
  });
});

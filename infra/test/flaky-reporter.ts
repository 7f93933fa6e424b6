import type { Reporter, TestModule } from 'vitest/node';

/** One line per test that failed and then passed on a retry, with the failed attempts' first error. */
function flakyLines(testModules: ReadonlyArray<TestModule>, cwd = process.cwd()): string[] {
  const lines: string[] = [];
  for (const testModule of testModules) {
    for (const test of testModule.children.allTests()) {
      if (!test.diagnostic()?.flaky) continue;
      const file = testModule.moduleId.startsWith(`${cwd}/`)
        ? testModule.moduleId.slice(cwd.length + 1)
        : testModule.moduleId;
      const error = test.result().errors?.[0]?.message.split('\n')[0] ?? 'no error recorded';
      lines.push(`${file} > ${test.fullName}\n      first attempt: ${error}`);
    }
  }
  return lines;
}

/**
 * The e2e and integration projects retry a failed test once under CI (vitest.config.ts). A retry that passes must
 * not hide the first failure: this reporter lists every such test, with its first error, at the end of the run, so a
 * race a loaded machine exposed is seen and fixed rather than absorbed. (The test's own output, screenshot and
 * browser errors included, is printed above as for any failure.)
 */
export default class FlakyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines = flakyLines(testModules);
    if (lines.length === 0) return;
    process.stdout.write(
      [
        '',
        `FLAKY: ${lines.length} test(s) failed and then passed on the retry:`,
        ...lines.map((line) => `  - ${line}`),
        '',
      ].join('\n'),
    );
  }
}

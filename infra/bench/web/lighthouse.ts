/**
 * One Lighthouse run of one page: a fresh headless Chromium of its own (no cache, no profile carried over from
 * another run), Lighthouse's Node API attached to it over the DevTools protocol with its default config (mobile
 * form factor, simulated throttling: slow 4G and 4× CPU), and the figures the report needs read from the result.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import lighthouse from 'lighthouse';
import { signalGroup, stoppableChild, type Track } from '../shared/processes.js';

/** The browser flags of issue 21 §4; the debugging port and the throwaway profile are added per run. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** What one run measured; a figure Lighthouse could not compute (an audit error) is null. */
export interface LighthouseRun {
  /** Category scores, 0–100 as the report shows them. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Milliseconds (FCP, LCP, TBT) and the unitless layout-shift score. */
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's own measure of this machine's CPU speed at the time of the run (higher is faster). */
  benchmarkIndex: number | null;
  /** The final URL and its status, so a redirect or an error page cannot pass for the page. */
  finalUrl: string;
  /** Lighthouse's runtime error (the run measured nothing usable, e.g. NO_NAVSTART), when it had one. */
  error: string | null;
  /** Lighthouse's runtime error and warnings, and notes about earlier attempts, when there were any. */
  problems: string[];
}

/** Starts Chromium on a free DevTools port (it picks one: `--remote-debugging-port=0`) and resolves to that port. */
async function startChromium(
  chromiumPath: string,
  profileDir: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    // Its own process group: Ctrl-C reaches the benchmark, which stops the browser (and its helpers) itself.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const lines = createInterface({ input: child.stderr! });
  const timer = setTimeout(() => lines.close(), timeoutMs);
  try {
    for await (const line of lines) {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match?.[1]) {
        // Keep draining stderr so a chatty browser never blocks on a full pipe.
        child.stderr?.resume();
        return { child, port: Number(match[1]) };
      }
    }
  } finally {
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
  throw new Error(
    `Chromium (${chromiumPath}) did not open its DevTools port within ${timeoutMs / 1000} s (set CHROMIUM_PATH)`,
  );
}

const score = (value: number | null | undefined): number | null =>
  typeof value === 'number' ? Math.round(value * 100) : null;

/** Runs Lighthouse once on `url` in a browser of its own, stopped (and its profile removed) before this resolves. */
export async function runLighthouse(
  url: string,
  options: { chromiumPath: string; track: Track },
): Promise<LighthouseRun> {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'koalarent-bench-web-'));
  const { child, port } = await startChromium(options.chromiumPath, profileDir, 30_000);
  const browser = stoppableChild('Chromium', child, 5_000);
  // Tracked with the run's cleanup, so a Ctrl-C or a failure in the middle of a run closes this browser too.
  const untrack = options.track(browser.killNow);
  try {
    // No config: Lighthouse's default, i.e. the mobile preset with simulated throttling, which is what is asked for.
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const audit = (id: string): number | null => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' ? value : null;
    };
    const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
    const problems = error ? [error, ...lhr.runWarnings] : [...lhr.runWarnings];
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      finalUrl: lhr.finalDisplayedUrl,
      error,
      problems,
    };
  } finally {
    await browser.stop();
    untrack();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

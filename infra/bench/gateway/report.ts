import type { LoadResult } from './load.js';

export type ScenarioId =
  | 'baseline'
  | 'healthz'
  | 'typename'
  | 'gqlMe'
  | 'gqlMeFull'
  | 'gqlMePersisted'
  | 'restMe';

/** One scenario's rounds folded into the figures the table shows. */
export interface ScenarioSummary {
  id: ScenarioId;
  label: string;
  rounds: LoadResult[];
  /** Medians over the rounds: one slow round (a GC storm, a neighbour's burst) does not set the figure. */
  rps: number;
  p50: number;
  p99: number;
  /** Summed over the rounds: every failed response counts, not a typical round's share. */
  non2xx: number;
  errors: number;
  /** Peak RSS of the server under test over all its rounds (the baseline server on its own row). */
  peakRssMiB: number | null;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function summarise(
  id: ScenarioId,
  label: string,
  rounds: LoadResult[],
  peakRssMiB: number | null,
): ScenarioSummary {
  return {
    id,
    label,
    rounds,
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    peakRssMiB,
  };
}

export interface Target {
  name: string;
  measured: string;
  holds: boolean;
}

const GATEWAY_RSS_LIMIT_MIB = 250;
const ME_P99_LIMIT_MS = 20;

const ratio = (a: number, b: number): number => (b > 0 ? a / b : Number.NaN);
const fmtRatio = (r: number): string => (Number.isFinite(r) ? `${r.toFixed(2)}×` : 'n/a');
const fmtInt = (n: number): string => Math.round(n).toLocaleString('en-US');

function byId(summaries: ScenarioSummary[], id: ScenarioId): ScenarioSummary {
  const found = summaries.find((s) => s.id === id);
  if (!found) throw new Error(`no results for scenario ${id}`);
  return found;
}

/** The targets, each judged on this run's medians. */
export function evaluateTargets(summaries: ScenarioSummary[]): Target[] {
  const baseline = byId(summaries, 'baseline');
  const healthz = byId(summaries, 'healthz');
  const gqlMe = byId(summaries, 'gqlMe');
  // The REST shim is judged against the very GraphQL document it wraps (all fifteen member fields).
  const wrapped = byId(summaries, 'gqlMeFull');
  const restMe = byId(summaries, 'restMe');
  const gatewayPeaks = summaries
    .filter((s) => s.id !== 'baseline')
    .map((s) => s.peakRssMiB)
    .filter((v): v is number => v !== null);
  const peak = gatewayPeaks.length ? Math.max(...gatewayPeaks) : Number.NaN;
  const meRatio = ratio(gqlMe.rps, baseline.rps);
  const restRatio = ratio(restMe.rps, wrapped.rps);
  const healthRatio = ratio(healthz.rps, baseline.rps);
  // A scenario whose responses failed under load cannot meet a throughput target, however fast it was.
  const clean = (s: ScenarioSummary) => s.non2xx === 0 && s.errors === 0;
  return [
    {
      name: 'authenticated GraphQL `me` ≥ 0.25× baseline',
      measured: fmtRatio(meRatio),
      holds: meRatio >= 0.25 && clean(gqlMe) && clean(baseline),
    },
    {
      // Issue 22 §3: moving every request onto one HTTP pipeline must not make the gateway slower than this.
      name: 'issue 22: authenticated GraphQL `me` ≥ 0.30× baseline',
      measured: fmtRatio(meRatio),
      holds: meRatio >= 0.3 && clean(gqlMe) && clean(baseline),
    },
    {
      name: 'REST `/api/auth/me` ≥ 0.9× the GraphQL query it wraps',
      measured: fmtRatio(restRatio),
      holds: restRatio >= 0.9 && clean(restMe) && clean(wrapped),
    },
    {
      name: '`/healthz` ≥ 0.6× baseline',
      measured: fmtRatio(healthRatio),
      holds: healthRatio >= 0.6 && clean(healthz) && clean(baseline),
    },
    {
      name: 'issue 22: `/healthz` ≥ 0.7× baseline',
      measured: fmtRatio(healthRatio),
      holds: healthRatio >= 0.7 && clean(healthz) && clean(baseline),
    },
    {
      name: `gateway peak RSS under load ≤ ${GATEWAY_RSS_LIMIT_MIB} MiB`,
      measured: Number.isFinite(peak) ? `${peak.toFixed(0)} MiB` : 'n/a',
      holds: peak <= GATEWAY_RSS_LIMIT_MIB,
    },
    {
      name: `p99 of GraphQL \`me\` ≤ ${ME_P99_LIMIT_MS} ms`,
      measured: `${gqlMe.p99} ms`,
      holds: gqlMe.p99 <= ME_P99_LIMIT_MS && clean(gqlMe),
    },
  ];
}

/** The Markdown the run prints: one row per scenario, then the REST÷GraphQL ratio and the targets. */
export function renderReport(summaries: ScenarioSummary[]): string {
  const baseline = byId(summaries, 'baseline');
  const rows = summaries.map((s) => {
    const flag = s.non2xx || s.errors ? `⚠ ${fmtInt(s.non2xx)} non-2xx, ${fmtInt(s.errors)} errors` : 'ok';
    return [
      s.label,
      fmtInt(s.rps),
      s.rounds.map((r) => fmtInt(r.rps)).join(' / '),
      s.id === 'baseline' ? '1.00×' : fmtRatio(ratio(s.rps, baseline.rps)),
      String(s.p50),
      String(s.p99),
      fmtInt(s.non2xx),
      s.peakRssMiB === null ? 'n/a' : s.peakRssMiB.toFixed(0),
      flag,
    ];
  });
  const header = [
    'scenario',
    'req/s (median)',
    'req/s per round',
    '× baseline',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'server peak RSS MiB',
    'check',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const table = [line(header), line(header.map(() => '---')), ...rows.map(line)];

  const gqlMe = byId(summaries, 'gqlMe');
  const wrapped = byId(summaries, 'gqlMeFull');
  const restMe = byId(summaries, 'restMe');
  const targets = evaluateTargets(summaries);
  return [
    ...table,
    '',
    `REST \`/api/auth/me\` ÷ the GraphQL query it wraps: ${fmtRatio(ratio(restMe.rps, wrapped.rps))}; ÷ GraphQL \`{ me { id username } }\`: ${fmtRatio(ratio(restMe.rps, gqlMe.rps))}`,
    `The app's \`Me\` by hash (persisted) ÷ the same fields sent as text: ${fmtRatio(ratio(byId(summaries, 'gqlMePersisted').rps, wrapped.rps))} (both run compiled on the fast lane once Apollo has validated them)`,
    '',
    line(['target', 'measured', 'holds']),
    line(['---', '---', '---']),
    ...targets.map((t) => line([t.name, t.measured, t.holds ? 'yes' : '**no**'])),
  ].join('\n');
}

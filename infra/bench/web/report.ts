/** The web benchmark's Markdown: the Lighthouse table beside issue 21's targets, then the item page's load table. */
import type { LoadResult } from '../gateway/load.js';
import { median } from '../gateway/report.js';
import { fmt, fmtRatioDown } from '../shared/format.js';
import type { LighthouseRun } from './lighthouse.js';

/** A page's runs folded into one figure each: the median over the runs that produced it. */
export interface PageSummary {
  label: string;
  runs: LighthouseRun[];
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

/**
 * Per figure, not the figures of one "median run": each column is then the typical value of what it measures. A run
 * in which Lighthouse could not compute a figure leaves it out of that figure's median only.
 */
function medianOf(
  runs: LighthouseRun[],
  key: keyof Omit<LighthouseRun, 'finalUrl' | 'error' | 'problems'>,
): number | null {
  const values = runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
  return values.length ? median(values) : null;
}

export function summarisePage(label: string, runs: LighthouseRun[]): PageSummary {
  return {
    label,
    runs,
    performance: medianOf(runs, 'performance'),
    fcpMs: medianOf(runs, 'fcpMs'),
    lcpMs: medianOf(runs, 'lcpMs'),
    tbtMs: medianOf(runs, 'tbtMs'),
    cls: medianOf(runs, 'cls'),
    accessibility: medianOf(runs, 'accessibility'),
    bestPractices: medianOf(runs, 'bestPractices'),
    seo: medianOf(runs, 'seo'),
  };
}

/** Issue 21 §4's targets, one per column; `show` prints the median as the table does. */
interface Column {
  header: string;
  target: string;
  value: (s: PageSummary) => number | null;
  holds: (v: number) => boolean;
  show: (v: number) => string;
}

const COLUMNS: Column[] = [
  {
    header: 'performance',
    target: '≥ 90',
    value: (s) => s.performance,
    holds: (v) => v >= 90,
    show: (v) => fmt(v),
  },
  {
    header: 'FCP',
    target: '≤ 1.8 s',
    value: (s) => s.fcpMs,
    // Judged on the milliseconds, shown in seconds as Lighthouse shows them.
    holds: (v) => v <= 1_800,
    show: (v) => `${fmt(v / 1000, 1)} s`,
  },
  {
    header: 'LCP',
    target: '≤ 2.5 s',
    value: (s) => s.lcpMs,
    holds: (v) => v <= 2_500,
    show: (v) => `${fmt(v / 1000, 1)} s`,
  },
  {
    header: 'TBT',
    target: '≤ 200 ms',
    value: (s) => s.tbtMs,
    holds: (v) => v <= 200,
    show: (v) => `${fmt(v)} ms`,
  },
  {
    header: 'CLS',
    target: '≤ 0.05',
    value: (s) => s.cls,
    holds: (v) => v <= 0.05,
    show: (v) => fmt(v, 3),
  },
  {
    header: 'a11y',
    target: '≥ 98',
    value: (s) => s.accessibility,
    holds: (v) => v >= 98,
    show: (v) => fmt(v),
  },
  {
    header: 'best practices',
    target: '100',
    value: (s) => s.bestPractices,
    holds: (v) => v >= 100,
    show: (v) => fmt(v),
  },
  { header: 'SEO', target: '100', value: (s) => s.seo, holds: (v) => v >= 100, show: (v) => fmt(v) },
];

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** One cell: the median and ✓ or ✗ against its target; a figure Lighthouse never produced cannot meet one. */
function cell(column: Column, summary: PageSummary): { text: string; holds: boolean } {
  const v = column.value(summary);
  if (v === null) return { text: 'n/a ✗', holds: false };
  const holds = column.holds(v);
  return { text: `${column.show(v)} ${holds ? '✓' : '✗'}`, holds };
}

export function renderLighthouse(summaries: PageSummary[]): string {
  const header = ['page', ...COLUMNS.map((c) => c.header), 'performance per run'];
  const rows = summaries.map((s) => [
    s.label,
    ...COLUMNS.map((c) => cell(c, s).text),
    s.runs.map((r) => fmt(r.performance)).join(' / '),
  ]);
  const met = summaries.filter((s) => COLUMNS.every((c) => cell(c, s).holds)).length;
  const problems = summaries.flatMap((s) =>
    s.runs.flatMap((r, i) => r.problems.map((p) => `- ${s.label}, run ${i + 1}: ${p}`)),
  );
  const indices = summaries
    .flatMap((s) => s.runs.map((r) => r.benchmarkIndex))
    .filter((v): v is number => v !== null);
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map(line),
    line(['**target**', ...COLUMNS.map((c) => c.target), '']),
    '',
    `Every target met on ${met} of ${summaries.length} pages. Lighthouse's CPU benchmark index of this machine during the runs: median ${indices.length ? fmt(median(indices)) : 'n/a'} (range ${indices.length ? `${fmt(Math.min(...indices))}–${fmt(Math.max(...indices))}` : 'n/a'}; lower means a slower or busier machine, which inflates TBT and the paints).`,
    ...(problems.length ? ['', 'Lighthouse reported:', ...problems] : []),
  ].join('\n');
}

/** One load target's rounds; the first row is the page, the second the JSON it is compared with. */
export interface LoadRow {
  label: string;
  rounds: LoadResult[];
}

const PAGE_RATIO_TARGET = 0.3;
const PAGE_P99_LIMIT_MS = 50;

export function renderLoad(rows: LoadRow[]): string {
  const stats = rows.map((row) => ({
    label: row.label,
    rps: median(row.rounds.map((r) => r.rps)),
    perRound: row.rounds.map((r) => fmt(r.rps)).join(' / '),
    p50: median(row.rounds.map((r) => r.p50)),
    p99: median(row.rounds.map((r) => r.p99)),
    failed: row.rounds.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  }));
  const [page, json] = stats;
  if (!page || !json) throw new Error('the load table needs the page and its JSON');
  const ratio = json.rps > 0 ? page.rps / json.rps : Number.NaN;
  // A target whose responses failed under load cannot be met, however fast the failures were.
  const clean = page.failed === 0 && json.failed === 0;
  const header = [
    'request',
    'req/s (median)',
    'req/s per round',
    'p50 ms',
    'p99 ms',
    'non-2xx + errors',
    '× JSON',
  ];
  const table = stats.map((s, i) =>
    line([
      s.label,
      fmt(s.rps),
      s.perRound,
      fmt(s.p50),
      fmt(s.p99),
      fmt(s.failed),
      i === 1 ? '1.00×' : `${fmtRatioDown(s.rps / json.rps)}×`,
    ]),
  );
  const ratioHolds = clean && ratio >= PAGE_RATIO_TARGET;
  const p99Holds = page.failed === 0 && page.p99 <= PAGE_P99_LIMIT_MS;
  return [
    line(header),
    line(header.map(() => '---')),
    ...table,
    '',
    line(['target', 'measured', 'holds']),
    line(['---', '---', '---']),
    line([
      `page ≥ ${PAGE_RATIO_TARGET}× the JSON's req/s`,
      `${fmtRatioDown(ratio)}×`,
      ratioHolds ? '✓' : '✗',
    ]),
    line([`page p99 ≤ ${PAGE_P99_LIMIT_MS} ms`, `${fmt(page.p99)} ms`, p99Holds ? '✓' : '✗']),
  ].join('\n');
}

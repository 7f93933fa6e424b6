/**
 * `npx tsx infra/bench/search/explain.ts [DATABASE_URL] [mix…]`: EXPLAIN (ANALYZE, BUFFERS) of the very statement
 * `searchItems` issues for every query of the bench mixes (a first page, anonymous; the facet mix's, the facet
 * statement `searchFacets` issues), on the bench database
 * `bench:search` generated (default postgres://postgres@127.0.0.1:5432/koalarent_bench_search). Markdown on stdout:
 * per query the plan, then a table of execution times. Run it on a quiet database: it is a measurement too.
 */
import pg from 'pg';
import { MIXES, restPath, searchSql } from './mix.js';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/koalarent_bench_search';
const only = new Set(process.argv.slice(3));

/** `?` placeholders (MikroORM's) as `$n` (node-postgres). */
const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const client = new pg.Client({ connectionString: url });
await client.connect();
const times: { mix: string; path: string; ms: number; buffers: string }[] = [];
try {
  for (const mix of MIXES) {
    if (only.size > 0 && !only.has(mix.id)) continue;
    console.log(`\n### ${mix.label}\n`);
    for (const filter of mix.filters) {
      const { sql, params } = searchSql(filter, mix.endpoint);
      // Once to warm the cache and the plan, then the measured run.
      await client.query(numbered(sql), params);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${numbered(sql)}`,
        params,
      );
      const plan = rows.map((r) => r['QUERY PLAN']);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? Number.NaN);
      const buffers = /Buffers: (.*)/.exec(plan.find((l) => l.includes('Buffers:')) ?? '')?.[1] ?? '';
      const path = restPath(filter, mix.endpoint);
      times.push({ mix: mix.label, path, ms, buffers });
      console.log(`\`${path}\`\n\n\`\`\`\n${plan.join('\n')}\n\`\`\`\n`);
    }
  }
  console.log('\n| mix | query | execution ms | top-level buffers |\n|---|---|---:|---|');
  for (const t of times) console.log(`| ${t.mix} | \`${t.path}\` | ${t.ms.toFixed(2)} | ${t.buffers} |`);
} finally {
  await client.end();
}

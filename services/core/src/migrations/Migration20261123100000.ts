import { Migration } from '@mikro-orm/migrations';

/**
 * Search, second step (issue 7), after profiling the benchmark of infra/bench/search on 100,000 listings.
 *
 * - `koala_word_query(word)`: one word of a search as a prefix query against both halves of search_vector
 *   (Migration20261123080000): its `simple` lexemes (as typed, so "campin" still finds "camping", in any
 *   language) or its `english` stems ("cameras" → camera), the second left out when it adds nothing (the same
 *   lexemes, or an English stop word such as "can", which then has to match as typed rather than vanish). The
 *   search used to OR the two whole queries, which repeated a word whose stem equals it and doubled the row
 *   estimate. Lexemes come from to_tsvector and are quoted, so nothing a visitor types is read as tsquery
 *   syntax. Immutable with constant arguments: PostgreSQL computes it once while planning and sees the literal
 *   query, for its estimates and the GIN index.
 * - `random_page_cost = 1.1` for this database: with PostgreSQL's default (4, a spinning disk) the planner
 *   scanned all of `items` for a common word ("camera": 14 % of the rows) instead of taking the GIN index,
 *   3.5× slower, since every row's search_vector had to be matched. 1.1 is the usual value for SSDs and cached
 *   data. It applies to new sessions; without the right to alter the database it is skipped with a notice.
 */
export class Migration20261123100000 extends Migration {
  override async up(): Promise<void> {
    // `or replace`: a database that ran an early draft of Migration20261123080000 has it already.
    this.addSql(`create or replace function koala_word_query(word text) returns tsquery
  language plpgsql immutable strict parallel safe as $$
declare
  plain text := koala_unaccent(word);
  simple_terms text;
  english_terms text;
begin
  select string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & ')
    into simple_terms from unnest(to_tsvector('simple'::regconfig, plain));
  select string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & ')
    into english_terms from unnest(to_tsvector('english'::regconfig, plain));
  if simple_terms is null then return ''::tsquery; end if;
  if english_terms is null or english_terms = simple_terms then
    return to_tsquery('simple'::regconfig, simple_terms);
  end if;
  return to_tsquery('simple'::regconfig, simple_terms) || to_tsquery('simple'::regconfig, english_terms);
end $$;`);

    this.addSql(`do $$ begin
  execute format('alter database %I set random_page_cost = 1.1', current_database());
exception when insufficient_privilege then
  raise notice 'random_page_cost left as it is: only the owner of the database may set it';
end $$;`);
  }
}

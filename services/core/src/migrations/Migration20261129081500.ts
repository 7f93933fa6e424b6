import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24 §1: text relevance over a bounded candidate set. `koala_title_word_query(word)` is
 * `koala_word_query(word)` (Migration20261123100000) restricted to weight A, the title's half of search_vector: the
 * same prefixes, as typed and stemmed, matched only where they occur in a title. The search takes the newest
 * listings whose titles match as candidates beside the newest matches of any kind, so a listing named for the
 * words is ranked even when thousands of newer ones only mention them in a description. The GIN index on
 * search_vector serves it (weights are checked on the row, as for any weighted tsquery).

 */
export class Migration20261129081500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function koala_title_word_query(word text) returns tsquery
  language plpgsql immutable strict parallel safe as $$
declare
  plain text := koala_unaccent(word);
  simple_terms text;
  english_terms text;
begin
  select string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*A', ' & ')
    into simple_terms from unnest(to_tsvector('simple'::regconfig, plain));
  select string_agg('''' || replace(replace(lexeme, '\\', '\\\\'), '''', '''''') || ''':*A', ' & ')
    into english_terms from unnest(to_tsvector('english'::regconfig, plain));
  if simple_terms is null then return ''::tsquery; end if;
  if english_terms is null or english_terms = simple_terms then
    return to_tsquery('simple'::regconfig, simple_terms);
  end if;
  return to_tsquery('simple'::regconfig, simple_terms) || to_tsquery('simple'::regconfig, english_terms);
end $$;`);
  }
}

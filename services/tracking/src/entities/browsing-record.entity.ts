import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

@Entity({ tableName: 'browsing_records' })
@Index({ properties: ['timestamp'] })
@Index({ properties: ['user', 'timestamp'] })
// Issue 24 §4: the admins' Demand view reads the searches of a time range (what was searched, where, and how many
// results it found) from this index alone; page views, the bulk of the table, are not in it.
@Index({
  name: 'browsing_records_searches',
  expression: `create index "browsing_records_searches" on "browsing_records" ("timestamp") include ("search_query", "search_place", "result_count") where "page" = '/search'`,
})
export class BrowsingRecord {
  [OptionalProps]?:
    | 'searchQuery'
    | 'filters'
    | 'itemId'
    | 'categoryId'
    | 'resultCount'
    | 'searchPlace'
    | 'timestamp'
    | 'user'
    | 'eventKey';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Null for anonymous visitors. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user: Ref<User> | null = null;

  @Property({ type: 'string', length: 500 })
  page!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  searchQuery: string | null = null;

  /** The search's filters as the web app reports them (JSON text), kept for the admins' free-text search. */
  @Property({ type: 'string', length: 500, nullable: true })
  filters: string | null = null;

  @Property({ type: 'integer', nullable: true })
  itemId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  categoryId: number | null = null;

  /** On a search: how many results it found as the web app showed them (0: nothing); null when not reported. */
  @Property({ type: 'integer', nullable: true })
  resultCount: number | null = null;

  /** On a search: where it looked (the typed location, or its centre), read from the filters when recorded. */
  @Property({ type: 'string', length: 200, nullable: true })
  searchPlace: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();

  /**
   * The queue job and position a view arrived in: a job retried after its batch insert committed finds its rows
   * already there instead of writing them twice.
   */
  @Property({ type: 'string', length: 80, nullable: true, unique: true })
  eventKey: string | null = null;
}

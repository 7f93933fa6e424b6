import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

@Entity({ tableName: 'browsing_records' })
@Index({ properties: ['timestamp'] })
@Index({ properties: ['user', 'timestamp'] })
export class BrowsingRecord {
  [OptionalProps]?: 'searchQuery' | 'filters' | 'itemId' | 'categoryId' | 'timestamp' | 'user' | 'eventKey';

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

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();

  /**
   * The queue job and position a view arrived in: a job retried after its batch insert committed finds its rows
   * already there instead of writing them twice.
   */
  @Property({ type: 'string', length: 80, nullable: true, unique: true })
  eventKey: string | null = null;
}

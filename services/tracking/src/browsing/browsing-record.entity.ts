import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

@Entity({ tableName: 'browsing_records' })
@Index({ properties: ['timestamp'] })
@Index({ properties: ['user', 'timestamp'] })
export class BrowsingRecord {
  [OptionalProps]?: 'searchQuery' | 'itemId' | 'categoryId' | 'timestamp' | 'user';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Null for anonymous visitors. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user: Ref<User> | null = null;

  @Property({ type: 'string', length: 500 })
  page!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  searchQuery: string | null = null;

  @Property({ type: 'integer', nullable: true })
  itemId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  categoryId: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();
}

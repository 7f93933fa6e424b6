import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

export const UNKNOWN_LOCATION = 'Unknown location';

@Entity({ tableName: 'login_records' })
@Index({ properties: ['timestamp'] })
@Index({ properties: ['user', 'timestamp'] })
export class LoginRecord {
  [OptionalProps]?: 'country' | 'city' | 'location' | 'timestamp';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The outbox event this record came from: a redelivered job finds it and does nothing. */
  @Property({ type: 'string', length: 64, unique: true })
  eventId!: string;

  @Property({ type: 'string', length: 64 })
  ipAddress!: string;

  @Property({ type: 'string', length: 200, default: UNKNOWN_LOCATION })
  location: string = UNKNOWN_LOCATION;

  @Property({ type: 'string', length: 100, nullable: true })
  country: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  city: string | null = null;

  @Property({ type: 'string', length: 100 })
  browser!: string;

  @Property({ type: 'string', length: 100 })
  device!: string;

  @Property({ type: 'string', length: 16 })
  via!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  timestamp: Date = new Date();
}

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ApiTokenScope } from '../contracts/api-token.schema.js';
import { User } from '../user/user.entity.js';

/**
 * A member's personal access token (issue 25 §3), for clients that call the API directly with
 * `Authorization: Bearer krt_…`. Only the SHA-256 of the secret is stored: the secret is shown once, when it is
 * made, and a database leak hands out no working tokens. A revoked token keeps its row (revokedAt set) for the
 * record; it no longer authenticates anywhere, at once, because every bearer request reads this table.
 */
@Entity({ tableName: 'api_tokens' })
@Index({ properties: ['user'] })
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'expiresAt' | 'lastUsedAt' | 'revokedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 100 })
  name!: string;

  /** Hex SHA-256 of the whole secret (prefix included). */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  /** The secret's last four characters, so a member can tell their tokens apart in the list. */
  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  @Property({ type: 'json' })
  scopes!: ApiTokenScope[];

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  /** Updated at most once a minute per token (see `touchApiToken`). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

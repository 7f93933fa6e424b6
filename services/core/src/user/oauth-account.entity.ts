import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type OAuthProvider = 'google' | 'facebook' | 'twitter';

/** Links a provider's account id to one of ours; one provider account signs in one user. */
@Entity({ tableName: 'oauth_accounts' })
@Unique({ properties: ['provider', 'providerUserId'] })
export class OAuthAccount {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  provider!: OAuthProvider;

  @Property({ type: 'string', length: 128 })
  providerUserId!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

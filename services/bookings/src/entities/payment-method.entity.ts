import { User } from '@koalarent/core';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

/**
 * A card a member paid with, as the provider knows it. Only the brand, last four digits, expiry and name are
 * kept here; the number and CVV never reach the database or the logs.
 */
@Entity({ tableName: 'payment_methods' })
@Index({ properties: ['user', 'createdAt'] })
export class PaymentMethod {
  [OptionalProps]?: 'createdAt' | 'removedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  brand!: string;

  @Property({ type: 'string', length: 4 })
  last4!: string;

  @Property({ type: 'smallint' })
  expMonth!: number;

  @Property({ type: 'smallint' })
  expYear!: number;

  @Property({ type: 'string', length: 100 })
  nameOnCard!: string;

  /** Which provider holds the card and its reference there (a payment-method id or the sandbox's token). */
  @Property({ type: 'string', length: 16 })
  provider!: string;

  @Property({ type: 'string', length: 200 })
  providerRef!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  removedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

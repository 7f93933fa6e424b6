import {
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKeyProp,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { User } from '../user/user.entity.js';

/**
 * A member blocked another (issue 26 §3): the blocked member can no longer message them or book their items, and
 * they no longer see the blocked member's messages. Either direction refuses a message or a booking between the
 * two: messaging's `sendMessage` and the bookings worker's request read this table in their own transactions.
 */
@Entity({ tableName: 'user_blocks' })
@Index({ properties: ['blocked'] })
@Check({ name: 'user_blocks_not_self', expression: 'blocker_id <> blocked_id' })
export class UserBlock {
  [PrimaryKeyProp]?: ['blocker', 'blocked'];
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => User, { ref: true, primary: true, deleteRule: 'cascade' })
  blocker!: Ref<User>;

  @ManyToOne(() => User, { ref: true, primary: true, deleteRule: 'cascade' })
  blocked!: Ref<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

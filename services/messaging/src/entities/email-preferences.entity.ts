import { User } from '@koalarent/core';
import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';

/**
 * A member's e-mail choices; no row means every kind is on. `linkKey` is the member's own random key for the
 * HMAC of their unsubscribe links (made with the row, never shown), so a link names one member and one kind and
 * cannot be forged for anyone else, with no deployment-wide secret to configure.
 */
@Entity({ tableName: 'email_preferences' })
export class EmailPreferences {
  [OptionalProps]?: 'bookingRequests' | 'bookingUpdates' | 'newMessages' | 'updatedAt';

  @ManyToOne(() => User, { ref: true, primary: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'boolean', default: true })
  bookingRequests = true;

  @Property({ type: 'boolean', default: true })
  bookingUpdates = true;

  @Property({ type: 'boolean', default: true })
  newMessages = true;

  @Property({ type: 'string', length: 64, hidden: true })
  linkKey!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}

import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { LANGUAGES, type LanguageCode } from '../contracts/i18n.js';
import type { KoalaRank } from '../contracts/ranks.js';

export const UserRole = { Admin: 'admin', User: 'user' } as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];

@Entity({ tableName: 'users' })
// Case-insensitive uniqueness: "Ann@x.io" and "ann@x.io" are one account.
@Index({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
@Index({
  name: 'users_username_lower_unique',
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
@Check({
  name: 'users_rating_range',
  expression: '(rating >= (0)::double precision) AND (rating <= (5)::double precision)',
})
export class User {
  [OptionalProps]?:
    | 'phone'
    | 'profileImage'
    | 'passwordHash'
    | 'isVerified'
    | 'identityVerified'
    | 'isLocked'
    | 'role'
    | 'rating'
    | 'reviewCount'
    | 'koalaRank'
    | 'itemsListed'
    | 'itemsRented'
    | 'createdAt'
    | 'updatedAt'
    | 'emailVerifiedAt'
    | 'lastLoginAt'
    | 'language';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 30 })
  username!: string;

  @Property({ type: 'string', length: 100, fieldName: 'full_name' })
  fullName!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 30, nullable: true })
  phone: string | null = null;

  @Property({ type: 'text', nullable: true })
  profileImage: string | null = null;

  /** Null for accounts created through a social provider that never set a password. */
  @Property({ type: 'text', nullable: true, hidden: true, lazy: true })
  passwordHash: string | null = null;

  @Property({ type: 'boolean', default: false })
  isVerified = false;

  /** An admin checked the member's identity document (issue 26 §1); separate from `isVerified` (e-mail). */
  @Property({ type: 'boolean', default: false })
  identityVerified = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Property({ type: 'boolean', default: false })
  isLocked = false;

  @Enum({
    items: () => Object.values(UserRole),
    type: 'string',
    default: UserRole.User,
    nativeEnumName: undefined,
  })
  role: UserRole = UserRole.User;

  @Property({ type: 'double', default: 0 })
  rating = 0;

  @Property({ type: 'integer', default: 0 })
  reviewCount = 0;

  @Property({ type: 'string', length: 16, default: 'rookie' })
  koalaRank: KoalaRank = 'rookie';

  @Property({ type: 'integer', default: 0 })
  itemsListed = 0;

  @Property({ type: 'integer', default: 0 })
  itemsRented = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLoginAt: Date | null = null;

  /** The language the member reads the app in; their e-mails are written in it. */
  @Enum({
    items: () => LANGUAGES.map((l) => l.code),
    type: 'string',
    columnType: 'varchar(2)',
    default: 'en',
    nativeEnumName: undefined,
  })
  language: LanguageCode = 'en';

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

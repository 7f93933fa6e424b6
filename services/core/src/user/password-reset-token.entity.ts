import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * One password reset link. Only the SHA-256 of the token is stored, so a database leak hands out no working
 * links; a link works once, for an hour, and a successful reset spends every other link of the member.
 */
@Entity({ tableName: 'password_reset_tokens' })
@Index({ properties: ['user'] })
export class PasswordResetToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** How long a reset link works (issue 20: one hour). */
export const PASSWORD_RESET_TTL_MS = 3_600_000;

import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';
import { User } from '../user/user.entity.js';

export interface UploadVariant {
  width: number;
  key: string;
  url: string;
}

/**
 * An image a member uploaded. Items may only show images their owner uploaded here (no foreign URLs); an upload
 * that no item uses is removed after a day.
 */
@Entity({ tableName: 'uploads' })
@Index({ name: 'uploads_unattached_created_at', properties: ['attachedAt', 'createdAt'] })
export class Upload {
  [OptionalProps]?: 'createdAt' | 'attachedAt' | 'isPrivate';

  @PrimaryKey({ type: 'uuid' })
  id: string = uuidv7();

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  owner!: Ref<User>;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** WebP renditions, smallest first. */
  @Property({ type: 'json' })
  variants!: UploadVariant[];

  /** A private upload (an identity document): kept in the private store, never served publicly, no URLs. */
  @Property({ type: 'boolean', fieldName: 'private', default: false })
  isPrivate: boolean = false;

  /** Set when an item first uses this upload; unattached uploads are cleaned up. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  attachedAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

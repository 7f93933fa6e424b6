import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'categories' })
export class Category {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 60, unique: true })
  name!: string;

  /** An icon class name the web app maps to an icon (spec §3). */
  @Property({ type: 'string', length: 40 })
  icon!: string;
}

/** Spec §3 defaults, seeded by the first migration so every database has them. */
export const DEFAULT_CATEGORIES = [
  { name: 'Cameras', icon: 'camera' },
  { name: 'Electronics', icon: 'laptop' },
  { name: 'Tools', icon: 'wrench' },
  { name: 'Bicycles', icon: 'bike' },
  { name: 'Gaming', icon: 'gamepad' },
  { name: 'Outdoor', icon: 'tent' },
] as const;

export type CategoryName = (typeof DEFAULT_CATEGORIES)[number]['name'];

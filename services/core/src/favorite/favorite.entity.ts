import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Item } from '../item/item.entity.js';
import { User } from '../user/user.entity.js';

@Entity({ tableName: 'favorites' })
@Unique({ name: 'favorites_user_item_unique', properties: ['user', 'item'] })
export class Favorite {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Item, { ref: true, index: true, deleteRule: 'cascade' })
  item!: Ref<Item>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

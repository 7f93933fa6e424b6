import { createOrm } from '@koalarent/core';
import { createDatabaseFromTemplate } from '@koalarent/core/testing';
import { describe, expect, inject, it } from 'vitest';
import { allEntities } from '../src/entities.js';

describe('migrations', () => {
  it('the migrated schema matches every entity of every service', async () => {
    const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
    const orm = await createOrm({ databaseUrl: db.databaseUrl, entities: allEntities });
    try {
      const pending = await orm.getMigrator().getPendingMigrations();
      expect(pending).toEqual([]);
      const diff = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close();
      await db.drop();
    }
  });

  it('enforces the money and availability constraints in the database itself', async () => {
    const db = await createDatabaseFromTemplate(inject('adminDatabaseUrl'), inject('templateDatabase'));
    const orm = await createOrm({ databaseUrl: db.databaseUrl, entities: allEntities });
    const conn = orm.em.getConnection();
    try {
      await conn.execute(
        "insert into users (username, full_name, email) values ('owner', 'Owner One', 'Owner@Example.com')",
      );
      await expect(
        conn.execute(
          "insert into users (username, full_name, email) values ('other', 'Other', 'owner@example.COM')",
        ),
      ).rejects.toThrow(/users_email_lower_unique/);
      await expect(
        conn.execute(
          "insert into users (username, full_name, email) values ('OWNER', 'Other', 'x@example.com')",
        ),
      ).rejects.toThrow(/users_username_lower_unique/);
      const item = (qty: number, price: number, deposit: number) =>
        conn.execute(
          `insert into items (title, description, category_id, owner_id, price_per_day_cents, security_deposit_cents, quantity)
           values ('Camera', 'A camera for rent', 1, (select id from users limit 1), ${price}, ${deposit}, ${qty}) returning id`,
        );
      await expect(item(0, 1000, 0)).rejects.toThrow(/items_quantity_range/);
      await expect(item(101, 1000, 0)).rejects.toThrow(/items_quantity_range/);
      await expect(item(1, 0, 0)).rejects.toThrow(/items_price_per_day_positive/);
      await expect(item(1, 1000, -1)).rejects.toThrow(/items_deposit_non_negative/);
      const [row] = (await item(100, 1000, 0)) as { id: number }[];
      await conn.execute(
        `insert into favorites (user_id, item_id) values ((select id from users limit 1), ${row!.id})`,
      );
      await expect(
        conn.execute(
          `insert into favorites (user_id, item_id) values ((select id from users limit 1), ${row!.id})`,
        ),
      ).rejects.toThrow(/favorites_user_item_unique/);
    } finally {
      await orm.close();
      await db.drop();
    }
  });
});

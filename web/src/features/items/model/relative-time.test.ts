import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/format';
import { i18n, loadLanguage } from '../../../shared/i18n/i18n';
import { addedAgo } from './relative-time';

const NOW = new Date('2026-03-10T12:00:00Z');
let t: TFunction<'items'>;

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('es'), loadLanguage('zh')]);
  t = i18n.getFixedT('en', 'items');
});

const added = (createdAt: string | Date) => addedAgo(createdAt, t, LOCALES.en, NOW);

describe('addedAgo', () => {
  it("says 'Added {relative time} ago'", () => {
    expect(added('2026-03-10T11:59:30Z')).toBe('Added 30 seconds ago');
    expect(added('2026-03-10T11:15:00Z')).toBe('Added 45 minutes ago');
    expect(added('2026-03-10T09:00:00Z')).toBe('Added 3 hours ago');
    expect(added('2026-03-09T12:00:00Z')).toBe('Added 1 day ago');
    expect(added(new Date('2026-02-08T12:00:00Z'))).toBe('Added 1 month ago');
    expect(added('2025-12-25T12:00:00Z')).toBe('Added 3 months ago');
    expect(added('2024-03-10T12:00:00Z')).toBe('Added 2 years ago');
  });

  it('reads a future or unreadable date as just added', () => {
    expect(added('2026-03-11T12:00:00Z')).toBe('Added 0 seconds ago');
    expect(added('not a date')).toBe('Added 0 seconds ago');
  });

  it("words it in the reader's language", () => {
    expect(addedAgo('2026-03-07T12:00:00Z', i18n.getFixedT('es', 'items'), LOCALES.es, NOW)).toBe(
      'Añadido hace 3 días',
    );
    expect(addedAgo('2026-03-07T12:00:00Z', i18n.getFixedT('zh', 'items'), LOCALES.zh, NOW)).toBe(
      '3天前添加',
    );
  });
});

import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../shared/i18n/i18n';
import { emptyTitle } from './search-params';

let t: TFunction<'search'>;

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('de')]);
  t = i18n.getFixedT('en', 'search');
});

describe('emptyTitle (spec §2 search empty state)', () => {
  it('names the term and the category when there are some', () => {
    expect(emptyTitle('', '', t)).toBe('No items found');
    expect(emptyTitle('drone', '', t)).toBe('No items found for "drone"');
    expect(emptyTitle('', 'Cameras', t)).toBe('No items found in Cameras');
    expect(emptyTitle('drone', 'Cameras', t)).toBe('No items found for "drone" in Cameras');
  });

  it("speaks the reader's language, keeping the term as typed", () => {
    const de = i18n.getFixedT('de', 'search');
    expect(emptyTitle('drone & <b>', 'Kameras', de)).toBe(
      'Keine Artikel für „drone & <b>“ in Kameras gefunden',
    );
  });
});

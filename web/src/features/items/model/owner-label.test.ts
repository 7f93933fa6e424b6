import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../shared/i18n/i18n';
import { ownerLabel, rankLabel } from './owner-label';

let t: TFunction<'items'>;
let de: TFunction<'items'>;

beforeAll(async () => {
  // Languages (and English namespaces but the shell's) are chunks of their own, fetched on demand.
  await Promise.all([loadLanguage('en'), loadLanguage('de')]);
  t = i18n.getFixedT('en', 'items');
  de = i18n.getFixedT('de', 'items');
});

describe('ownerLabel', () => {
  it("is the owner's username", () => {
    expect(ownerLabel({ username: 'koala_kim' }, 7, t)).toBe('koala_kim');
  });

  it("is 'User #{ownerId}' when the owner has no username", () => {
    expect(ownerLabel({ username: '' }, 7, t)).toBe('User #7');
    expect(ownerLabel({ username: '   ' }, 12, t)).toBe('User #12');
    expect(ownerLabel({ username: null }, 3, t)).toBe('User #3');
  });

  it("is 'Unknown' without an owner", () => {
    expect(ownerLabel(null, 7, t)).toBe('Unknown');
    expect(ownerLabel(undefined, undefined, t)).toBe('Unknown');
  });

  it('speaks the reader’s language', () => {
    expect(ownerLabel(null, 7, de)).toBe('Unbekannt');
    expect(ownerLabel({ username: '' }, 7, de)).toBe('Nutzer Nr. 7');
  });
});

describe('rankLabel', () => {
  it('names the rank, and an unknown rank as Rookie', () => {
    expect(rankLabel('master', t)).toBe('Master Koala');
    expect(rankLabel('junior', t)).toBe('Junior Koala');
    expect(rankLabel('midlevel', t)).toBe('Rookie Koala');
    expect(rankLabel(null, t)).toBe('Rookie Koala');
    expect(rankLabel('master', de)).toBe('Meister-Koala');
  });
});

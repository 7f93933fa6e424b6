import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../shared/i18n/i18n';
import { categoryLabel } from './category-name';

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('fr')]));

describe('categoryLabel', () => {
  it('keeps the English names in English', () => {
    expect(categoryLabel('Cameras', i18n.getFixedT('en', 'items'))).toBe('Cameras');
  });

  it('translates the known categories and shows any other name as sent', () => {
    const fr = i18n.getFixedT('fr', 'items');
    expect(categoryLabel('Cameras', fr)).toBe('Appareils photo');
    expect(categoryLabel('Bicycles', fr)).toBe('Vélos');
    expect(categoryLabel('Kayaks', fr)).toBe('Kayaks');
    expect(categoryLabel('toString', fr)).toBe('toString');
  });
});

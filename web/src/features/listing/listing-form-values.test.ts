import { ItemForm } from '@koalarent/core/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  DEFAULT_CATEGORIES,
  emptyListingValues,
  formCurrency,
  listingValuesFromItem,
  parseNumberInput,
  splitFieldErrors,
  toItemInput,
} from './listing-form-values';

function messages(values: unknown): Record<string, string> {
  const result = ItemForm.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const valid = {
  ...emptyListingValues('EUR'),
  title: 'Canon EOS R6 kit',
  description: 'Full-frame mirrorless body with two batteries and a charger.',
  category: 'Cameras',
  pricePerDay: 35,
  securityDeposit: 150,
  location: 'Brisbane, QLD',
  images: ['/uploads/a/640.webp'],
  termsAgreed: true,
};

describe('parseNumberInput', () => {
  it('reads blank as "not given" and text as a number', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('   ')).toBeNull();
    expect(parseNumberInput(undefined)).toBeNull();
    expect(parseNumberInput(null)).toBeNull();
    expect(parseNumberInput('12.50')).toBe(12.5);
    expect(parseNumberInput(' 3 ')).toBe(3);
    expect(parseNumberInput(7)).toBe(7);
  });

  it('keeps junk as NaN so the field shows its own message', () => {
    expect(parseNumberInput('abc')).toBeNaN();
    expect(messages({ ...valid, pricePerDay: parseNumberInput('abc') }).pricePerDay).toBe(
      'Daily price must be a positive number',
    );
  });
});

describe('the listing form values against the shared schema', () => {
  it('an untouched form shows every required §5 message on its field', () => {
    expect(messages(emptyListingValues('USD'))).toEqual({
      title: 'Title must be at least 5 characters',
      description: 'Description must be at least 20 characters',
      category: 'Please select a category',
      pricePerDay: 'Daily price must be a positive number',
      location: 'Location is required',
      images: 'At least one image is required',
      termsAgreed: 'You must agree to the terms and conditions',
    });
  });

  it('blank optional prices are null; given ones must be positive', () => {
    expect(messages(valid)).toEqual({});
    expect(
      messages({
        ...valid,
        pricePerWeek: 0,
        pricePerMonth: -1,
        pricePerYear: parseNumberInput('x'),
        securityDeposit: -5,
        quantity: 0,
        currency: '',
      }),
    ).toEqual({
      pricePerWeek: 'Weekly price must be a positive number if provided',
      pricePerMonth: 'Monthly price must be a positive number if provided',
      pricePerYear: 'Yearly price must be a positive number if provided',
      securityDeposit: 'Security deposit must be a non-negative number',
      quantity: 'At least 1 item must be available',
      currency: 'Please select a currency',
    });
    expect(messages({ ...valid, quantity: 101 }).quantity).toBe('Maximum 100 items allowed');
    expect(messages({ ...valid, securityDeposit: null }).securityDeposit).toBe(
      'Security deposit must be a non-negative number',
    );
  });

  it('toItemInput drops the terms flag and sets availability', () => {
    const parsed = ItemForm.parse(valid);
    const input = toItemInput(parsed, true);
    expect(input).not.toHaveProperty('termsAgreed');
    expect(input).toMatchObject({ title: 'Canon EOS R6 kit', pricePerWeek: null, availability: true });
  });
});

describe('form defaults', () => {
  it('starts with quantity 1, a zero deposit and the given currency', () => {
    expect(emptyListingValues('GBP')).toMatchObject({
      quantity: 1,
      securityDeposit: 0,
      currency: 'GBP',
      instantBook: false,
    });
  });

  it('uses the member currency setting, else USD', () => {
    expect(formCurrency('AUD')).toBe('AUD');
    expect(formCurrency('XYZ')).toBe('USD');
    expect(formCurrency(null)).toBe('USD');
  });

  it('prefills the edit form from the item, terms unticked', () => {
    const values = listingValuesFromItem({
      title: 'Trek bike',
      description: 'A road bike in good condition, helmet included.',
      category: 'Bicycles',
      currency: 'CAD',
      pricePerDay: 20,
      pricePerWeek: 100,
      pricePerMonth: null,
      pricePerYear: null,
      securityDeposit: 50,
      location: 'Toronto',
      quantity: 2,
      images: ['/uploads/b/640.webp'],
      instantBook: true,
    });
    expect(values).toMatchObject({
      currency: 'CAD',
      pricePerWeek: 100,
      quantity: 2,
      instantBook: true,
      termsAgreed: false,
    });
  });

  it('offers the server categories, else the six defaults', () => {
    expect(categoryOptions(undefined)).toEqual([...DEFAULT_CATEGORIES]);
    expect(categoryOptions([])).toEqual([...DEFAULT_CATEGORIES]);
    expect(categoryOptions([{ name: 'Tools' }, { name: 'Camping' }, { name: 'Tools' }])).toEqual([
      'Tools',
      'Camping',
    ]);
  });
});

describe('splitFieldErrors', () => {
  it('puts server field errors on their fields and keeps the rest for the alert', () => {
    expect(
      splitFieldErrors({
        title: 'Too short',
        'images.1': 'Images must be uploaded here first',
        owner: 'Nope',
      }),
    ).toEqual({
      fields: { title: 'Too short', images: 'Images must be uploaded here first' },
      other: ['Nope'],
    });
  });
});

import {
  type CurrencyCode,
  type ItemForm,
  type ItemInput,
  isCurrencyCode,
  QUANTITY_MIN,
} from '@koalarent/core/contracts';
import type { z } from 'zod';

/**
 * What the form holds before validation: the shared schema's input, except that a required number may still
 * be blank (null) and the terms box unticked. The schema turns those into the field's §5 message.
 */
export type ListingFormValues = Omit<
  z.input<typeof ItemForm>,
  'pricePerDay' | 'securityDeposit' | 'quantity' | 'termsAgreed'
> & {
  pricePerDay: number | null;
  securityDeposit: number | null;
  quantity: number | null;
  termsAgreed: boolean;
};

/** Spec §3: the defaults when the server has no categories. */
export const DEFAULT_CATEGORIES = [
  'Cameras',
  'Electronics',
  'Tools',
  'Bicycles',
  'Gaming',
  'Outdoor',
] as const;

/** The category names the form offers: the server's list when it is non-empty, else the defaults. */
export function categoryOptions(server: readonly { name: string }[] | undefined): string[] {
  const names = (server ?? []).map((c) => c.name.trim()).filter(Boolean);
  return names.length > 0 ? [...new Set(names)] : [...DEFAULT_CATEGORIES];
}

/**
 * A number input's text as the schema wants it: blank is "not given" (null), anything else a number
 * (NaN when it is not one, so the field's own §5 message shows rather than a type error).
 */
export function parseNumberInput(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text === '') return null;
  return Number(text);
}

/** Spec §9: the listing form's currency is the member's setting, else USD. */
export function formCurrency(setting: string | null | undefined): CurrencyCode {
  return isCurrencyCode(setting) ? setting : 'USD';
}

/** A fresh form: quantity 1, no agreement yet, no images. */
export function emptyListingValues(currency: CurrencyCode): ListingFormValues {
  return {
    title: '',
    description: '',
    category: '',
    currency,
    pricePerDay: null,
    pricePerWeek: null,
    pricePerMonth: null,
    pricePerYear: null,
    securityDeposit: 0,
    location: '',
    quantity: QUANTITY_MIN,
    images: [],
    instantBook: false,
    termsAgreed: false,
  };
}

/** The item fields the edit form starts from. */
export interface EditableItem {
  title: string;
  description: string;
  category: string;
  currency: string;
  pricePerDay: number;
  pricePerWeek: number | null;
  pricePerMonth: number | null;
  pricePerYear: number | null;
  securityDeposit: number;
  location: string;
  quantity: number;
  images: readonly string[];
  instantBook: boolean;
}

/** The edit form's starting values: the item as stored; the terms box is ticked again by the owner. */
export function listingValuesFromItem(item: EditableItem): ListingFormValues {
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    currency: formCurrency(item.currency),
    pricePerDay: item.pricePerDay,
    pricePerWeek: item.pricePerWeek,
    pricePerMonth: item.pricePerMonth,
    pricePerYear: item.pricePerYear,
    securityDeposit: item.securityDeposit,
    location: item.location,
    quantity: item.quantity,
    images: [...item.images],
    instantBook: item.instantBook,
    termsAgreed: false,
  };
}

/** The API body from validated form values: the terms flag is not sent (spec §7). */
export function toItemInput(values: ItemForm, availability: boolean): ItemInput {
  const { termsAgreed: _agreed, ...input } = values;
  return { ...input, availability };
}

const FORM_FIELDS = new Set<string>([
  'title',
  'description',
  'category',
  'currency',
  'pricePerDay',
  'pricePerWeek',
  'pricePerMonth',
  'pricePerYear',
  'securityDeposit',
  'location',
  'quantity',
  'images',
  'instantBook',
  'termsAgreed',
]);

export type ListingField = keyof ListingFormValues;

/**
 * Splits a server's fieldErrors into those a form field shows (`images.2` belongs to images) and the rest,
 * which the inline alert shows.
 */
export function splitFieldErrors(fieldErrors: Record<string, string>): {
  fields: Partial<Record<ListingField, string>>;
  other: string[];
} {
  const fields: Partial<Record<ListingField, string>> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.split('.')[0] ?? '';
    if (FORM_FIELDS.has(field)) {
      const name = field as ListingField;
      fields[name] ??= message;
    } else other.push(message);
  }
  return { fields, other };
}

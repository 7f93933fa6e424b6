import { z } from 'zod';
import { fullNameField, phoneField } from './auth.schema.js';
import { CURRENCY_CODES } from './currency.js';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  ITEM_SORTS,
  LISTING_IMAGES_MAX,
  LOCATION_MAX,
  MAX_RADIUS_KM,
  PRICE_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  TITLE_MAX,
  TITLE_MIN,
} from './item.constants.js';
import { exactMinorUnits, isWholeMinorUnits, MoneyMessages } from './money.js';
import { checkSearchDates, SearchDate } from './search-dates.schema.js';
import { multilineText, text } from './text.js';

export * from './item.constants.js';

/** Spec §5 messages for the listing form, shared by the server (authoritative) and the browser. */
export const ItemMessages = {
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 100 characters',
  descriptionMin: 'Description must be at least 20 characters',
  descriptionMax: 'Description must be at most 5000 characters',
  category: 'Please select a category',
  currency: 'Please select a currency',
  pricePerDay: 'Daily price must be a positive number',
  pricePerWeek: 'Weekly price must be a positive number if provided',
  pricePerMonth: 'Monthly price must be a positive number if provided',
  pricePerYear: 'Yearly price must be a positive number if provided',
  priceMax: 'Price must be at most 1,000,000',
  securityDeposit: 'Security deposit must be a non-negative number',
  location: 'Location is required',
  locationMax: 'Location must be at most 200 characters',
  quantityMin: 'At least 1 item must be available',
  quantityMax: 'Maximum 100 items allowed',
  quantityInteger: 'Quantity must be a whole number',
  termsAgreed: 'You must agree to the terms and conditions',
  imagesMin: 'At least one image is required',
  imagesMax: (n: number) => `Maximum ${n} images allowed`,
  imagesTotal: (n: number) => `You can only upload up to ${n} images in total.`,
  imageUrl: 'Images must be uploaded here first',
  approvalStatus: 'Approval status must be approved or rejected',
  reasonMax: 'Reason must be at most 500 characters',
} as const;

// Which smaller renditions an image URL has (the web's srcset), next to the contract of what such a URL is.
export { IMAGE_WIDTHS, imageRenditions, type Rendition, renditionWidths } from './image-renditions.js';

/**
 * Image URLs as this server hands them out from POST /api/uploads (`/uploads/<uuid>/<width>.webp`, or the same
 * key under the configured public base of an S3-compatible store). Which upload a URL names, and that the
 * member owns it, is checked by the command; this only refuses what cannot be one of ours.
 */
const imageUrl = text().trim().min(1, ItemMessages.imageUrl).max(500, ItemMessages.imageUrl);

/**
 * A number from a form or JSON; a blank or missing value is "not given". More decimals than the currency has (all
 * seven have 2) are refused, not rounded: 0.005 was stored as a cent and a deposit of 0.001 as nothing.
 */
const money = (message: string) =>
  z
    .number({ error: message })
    .refine((n) => Number.isFinite(n), { message, abort: true })
    .refine(isWholeMinorUnits, { message: MoneyMessages.decimals, abort: true })
    .refine((n) => n <= PRICE_MAX, ItemMessages.priceMax);

/** Positive in minor units, the value stored (an amount with too many decimals is refused above, not here). */
const positiveMinor = (n: number) => !isWholeMinorUnits(n) || exactMinorUnits(n) > 0;
const nonNegativeMinor = (n: number) => !isWholeMinorUnits(n) || exactMinorUnits(n) >= 0;

const optionalPositive = (message: string) =>
  money(message)
    .refine(positiveMinor, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The item body of POST /api/items and PUT /api/items/{id} (spec §3 field names). */
export const ItemInput = z.object({
  title: text({ error: ItemMessages.titleMin })
    .trim()
    .min(TITLE_MIN, ItemMessages.titleMin)
    .max(TITLE_MAX, ItemMessages.titleMax),
  description: multilineText({ error: ItemMessages.descriptionMin })
    .trim()
    .min(DESCRIPTION_MIN, ItemMessages.descriptionMin)
    .max(DESCRIPTION_MAX, ItemMessages.descriptionMax),
  /** A category name (as the spec's form sends it) or its id as text. */
  category: text({ error: ItemMessages.category }).trim().min(1, ItemMessages.category),
  currency: z.enum(CURRENCY_CODES as [string, ...string[]], { error: ItemMessages.currency }),
  pricePerDay: money(ItemMessages.pricePerDay).refine(positiveMinor, ItemMessages.pricePerDay),
  pricePerWeek: optionalPositive(ItemMessages.pricePerWeek),
  pricePerMonth: optionalPositive(ItemMessages.pricePerMonth),
  pricePerYear: optionalPositive(ItemMessages.pricePerYear),
  securityDeposit: money(ItemMessages.securityDeposit).refine(nonNegativeMinor, ItemMessages.securityDeposit),
  location: text({ error: ItemMessages.location })
    .trim()
    .min(1, ItemMessages.location)
    .max(LOCATION_MAX, ItemMessages.locationMax),
  quantity: z
    .number({ error: ItemMessages.quantityMin })
    .int(ItemMessages.quantityInteger)
    .min(QUANTITY_MIN, ItemMessages.quantityMin)
    .max(QUANTITY_MAX, ItemMessages.quantityMax),
  images: z
    .array(imageUrl, { error: ItemMessages.imagesMin })
    .min(1, ItemMessages.imagesMin)
    .max(LISTING_IMAGES_MAX, ItemMessages.imagesMax(LISTING_IMAGES_MAX)),
  availability: z.boolean().optional(),
  /** The owner's "Instant book for trusted renters" switch (issue 23 §5); left out, a listing keeps its setting. */
  instantBook: z.boolean().optional(),
});
export type ItemInput = z.infer<typeof ItemInput>;

/** The listing form: the API body plus the terms box, which is checked in the browser and not sent (spec §7). */
export const ItemForm = ItemInput.extend({
  termsAgreed: z.literal(true, { error: ItemMessages.termsAgreed }),
});
export type ItemForm = z.infer<typeof ItemForm>;

export const AvailabilityInput = z.object({ availability: z.boolean() });

export const ApprovalDecisionInput = z.object({
  approvalStatus: z.enum(['approved', 'rejected'], { error: ItemMessages.approvalStatus }),
  reason: multilineText()
    .trim()
    .max(500, ItemMessages.reasonMax)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ApprovalDecisionInput = z.infer<typeof ApprovalDecisionInput>;

/** Spec §5 profile rule: fullName at least 2, phone optional; profileImage one of the member's uploads. */
export const ProfileInput = z.object({
  fullName: fullNameField,
  phone: phoneField,
  profileImage: text()
    .trim()
    .max(500, ItemMessages.imageUrl)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

/** Issue 24 §3: what a bounding box filter answers when it is not one. */
export const BboxMessages = {
  malformed: 'bbox must be four numbers: minLon,minLat,maxLon,maxLat',
  range: 'bbox longitudes must be between -180 and 180 and latitudes between -90 and 90',
  inverted:
    'bbox is inverted: minLon must not exceed maxLon and minLat must not exceed maxLat (a box across the antimeridian is sent as -180..180)',
} as const;

/**
 * Issue 24 §3: a bounding box `[minLon, minLat, maxLon, maxLat]` (the GeoJSON order), edges included. A box whose
 * minLon exceeds maxLon (one across the antimeridian, in GeoJSON's reading) is refused as inverted rather than
 * guessed at: the map widens such a view to -180..180, a superset, so nothing it shows is left out.
 */
export const Bbox = z
  .array(z.number({ error: BboxMessages.malformed }), { error: BboxMessages.malformed })
  .length(4, BboxMessages.malformed)
  .superRefine((box, ctx) => {
    const [minLon, minLat, maxLon, maxLat] = box as [number, number, number, number];
    const lonOk = (v: number) => v >= -180 && v <= 180;
    const latOk = (v: number) => v >= -90 && v <= 90;
    if (!lonOk(minLon) || !lonOk(maxLon) || !latOk(minLat) || !latOk(maxLat)) {
      ctx.addIssue({ code: 'custom', message: BboxMessages.range });
      return;
    }
    if (minLon > maxLon || minLat > maxLat) ctx.addIssue({ code: 'custom', message: BboxMessages.inverted });
  })
  .transform(([minLon, minLat, maxLon, maxLat]) => ({
    minLon: minLon!,
    minLat: minLat!,
    maxLon: maxLon!,
    maxLat: maxLat!,
  }));
export type Bbox = z.output<typeof Bbox>;

/** Spec §3 item list filters plus place, radius, sort and the viewer's currency for the price bounds. */
export const ItemFilterInput = z
  .object({
    category: text().trim().max(60).optional().nullable(),
    search: text().trim().max(200, 'Search must be at most 200 characters').optional().nullable(),
    location: text().trim().max(LOCATION_MAX).optional().nullable(),
    minPrice: z.number().min(0, 'Minimum price must not be negative').max(PRICE_MAX).optional().nullable(),
    maxPrice: z.number().min(0, 'Maximum price must not be negative').max(PRICE_MAX).optional().nullable(),
    /** The currency minPrice/maxPrice are given in (the viewer's choice); USD when absent. */
    currency: z
      .enum(CURRENCY_CODES as [string, ...string[]], { error: 'Unsupported currency' })
      .optional()
      .nullable(),
    owner: z.number().int().positive('Owner must be a positive user id').optional().nullable(),
    lat: z
      .number()
      .min(-90, 'Latitude must be between -90 and 90')
      .max(90, 'Latitude must be between -90 and 90')
      .optional()
      .nullable(),
    lon: z
      .number()
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180')
      .optional()
      .nullable(),
    radiusKm: z.number().positive('Radius must be positive').max(MAX_RADIUS_KM).optional().nullable(),
    /** Issue 24 §3: only listings whose coordinates lie in the box (edges included); see Bbox. */
    bbox: Bbox.optional().nullable(),
    sort: z.enum(ITEM_SORTS).optional().nullable(),
    /** true: only listings with instant book on (issue 23 §5); false or absent: no filter. */
    instantBook: z.boolean().optional().nullable(),
    /** Issue 23 §4: only listings with a unit free on every day from startDate to endDate (inclusive). */
    startDate: SearchDate,
    endDate: SearchDate,
  })
  .superRefine(checkSearchDates);
export type ItemFilterInput = z.infer<typeof ItemFilterInput>;

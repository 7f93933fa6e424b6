import { CURRENCIES, fromMinorUnits, type ItemRecord } from '@koalarent/core';
import type { Viewer } from '../../context.js';
import type { ItemView } from './item.type.js';

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** An item as the API shows it (spec §3 names, decimal prices); the rejection reason only to its owner and admins. */
export function toItemView(
  item: ItemRecord,
  viewer: Viewer | null,
  distanceKm: number | null = null,
): ItemView {
  const rate = CURRENCIES[item.currency as keyof typeof CURRENCIES]?.rate ?? 1;
  const mayManage = viewer !== null && (viewer.role === 'admin' || viewer.id === item.ownerId);
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: item.categoryName,
    categoryId: item.categoryId,
    currency: item.currency,
    pricePerDay: fromMinorUnits(item.pricePerDayCents),
    pricePerWeek: item.pricePerWeekCents === null ? null : fromMinorUnits(item.pricePerWeekCents),
    pricePerMonth: item.pricePerMonthCents === null ? null : fromMinorUnits(item.pricePerMonthCents),
    pricePerYear: item.pricePerYearCents === null ? null : fromMinorUnits(item.pricePerYearCents),
    pricePerDayUsd: round2(fromMinorUnits(item.pricePerDayCents) / rate),
    securityDeposit: fromMinorUnits(item.securityDepositCents),
    location: item.location,
    latitude: item.latitude,
    longitude: item.longitude,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    quantity: item.quantity,
    image: item.images[0] ?? null,
    images: item.images,
    availability: item.availability,
    instantBook: item.instantBook,
    ownerId: item.ownerId,
    rating: item.averageRating,
    averageRating: item.averageRating,
    reviewCount: item.reviewCount,
    approvalStatus: item.approvalStatus,
    rejectionReason: mayManage ? item.rejectionReason : null,
    createdAt: new Date(item.createdAt),
    updatedAt: new Date(item.updatedAt),
  };
}

import { parseInput } from '../../commands/parse-input.js';
import { DomainError, ErrorCode } from '../../contracts/errors.js';
import { ItemFilterInput } from '../../contracts/item.schema.js';
import { searchDatesRefusal } from '../../contracts/search-dates.schema.js';

/**
 * A search's filter as every reader of it takes it (the results and the facets, issue 24 §2): parsed by the
 * shared schema, then the rules that need more than one field: lat and lon together, the floor not above the
 * ceiling, and dates a request could ask for on the day it is (`now`). Each refusal is VALIDATION_FAILED on its
 * field, so both doors answer the same 400 for the same parameters.
 */
export function parseSearchFilter(rawFilter: unknown, now: Date): ItemFilterInput {
  const filter = parseInput(ItemFilterInput, rawFilter ?? {});
  if ((filter.lat == null) !== (filter.lon == null)) {
    const message = 'Latitude and longitude must be given together';
    throw new DomainError(ErrorCode.ValidationFailed, {
      message,
      fieldErrors: { [filter.lat == null ? 'lat' : 'lon']: message },
    });
  }
  if (filter.minPrice != null && filter.maxPrice != null && filter.minPrice > filter.maxPrice) {
    const message = 'Minimum price must not exceed the maximum price';
    throw new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { minPrice: message } });
  }
  if (filter.startDate && filter.endDate) {
    // The day it is decides these: dates a request could not ask for are refused, not answered with nothing.
    const refusal = searchDatesRefusal({ startDate: filter.startDate, endDate: filter.endDate }, now);
    if (refusal)
      throw new DomainError(ErrorCode.ValidationFailed, {
        message: refusal.message,
        fieldErrors: { [refusal.field]: refusal.message },
      });
  }
  return filter;
}

import {
  DEFAULT_RADIUS_KM,
  DomainError,
  ErrorCode,
  type NearestPlace,
  PLACE_QUERY_MAX,
  PLACE_SUGGESTIONS_DEFAULT,
  PLACE_SUGGESTIONS_MAX,
  type Place,
  reverseLookup,
  searchItems,
  suggestPlaces,
} from '@koalarent/core';
import { Arg, Ctx, Float, Int, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context.js';
import { toItemView } from '../catalog/item.presenter.js';
import { ItemView } from '../catalog/item.type.js';
import { PlaceView } from './place.types.js';
import { reservePlaceCall } from './place-rate-limit.js';

/** "Near you" looks this far at most: further is no longer near, and a wider circle is a slower query. */
const NEARBY_RADIUS_MAX_KM = 500;
const NEARBY_DEFAULT_COUNT = 12;
const NEARBY_MAX_COUNT = 50;

export const PlaceMessages = {
  coordinates: 'Invalid coordinates',
  notFound: 'Unknown location',
  radius: `Radius must be more than 0 and at most ${NEARBY_RADIUS_MAX_KM} km`,
  first: `first must be between 1 and ${NEARBY_MAX_COUNT}`,
  limit: `limit must be between 1 and ${PLACE_SUGGESTIONS_MAX}`,
  query: `The search text must be at most ${PLACE_QUERY_MAX} characters`,
} as const;

function invalid(field: string, message: string): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, { message, fieldErrors: { [field]: message } });
}

/** Latitude −90..90, longitude −180..180 (GraphQL's Float already refuses NaN and infinities). */
function checkCoordinates(lat: number, lon: number): void {
  if (!(lat >= -90 && lat <= 90)) throw invalid('lat', PlaceMessages.coordinates);
  if (!(lon >= -180 && lon <= 180)) throw invalid('lon', PlaceMessages.coordinates);
}

function toPlaceView(place: Place | NearestPlace): PlaceView {
  return { ...place, distanceKm: 'distanceKm' in place ? place.distanceKm : null };
}

/**
 * Place names from the offline gazetteer (no position ever leaves the server) and the items near a position.
 * Public, validated, and rate limited per member or address.
 */
@Resolver()
export class PlaceResolver {
  @Query(() => PlaceView, {
    nullable: true,
    description: "The nearest populated place within 50 km, else null (the UI shows 'Unknown location')",
  })
  async reversePlace(
    @Arg('lat', () => Float) lat: number,
    @Arg('lon', () => Float) lon: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<PlaceView | null> {
    checkCoordinates(lat, lon);
    await reservePlaceCall(ctx);
    const place = reverseLookup(lat, lon);
    return place ? toPlaceView(place) : null;
  }

  @Query(() => [PlaceView], {
    description:
      'Places whose name starts with the query (accent- and case-insensitive; text after a comma narrows by country or region), most populous first; [] under 2 letters',
  })
  async placeSuggestions(
    @Arg('query', () => String) query: string,
    @Arg('limit', () => Int, { defaultValue: PLACE_SUGGESTIONS_DEFAULT }) limit: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<PlaceView[]> {
    if (query.length > PLACE_QUERY_MAX) throw invalid('query', PlaceMessages.query);
    if (limit < 1 || limit > PLACE_SUGGESTIONS_MAX) throw invalid('limit', PlaceMessages.limit);
    await reservePlaceCall(ctx);
    return suggestPlaces(query, limit).map(toPlaceView);
  }

  @Query(() => [ItemView], {
    description:
      'Approved, available items within radiusKm (default 50, at most 500) of the point, nearest first, with distanceKm',
  })
  async nearbyItems(
    @Arg('lat', () => Float) lat: number,
    @Arg('lon', () => Float) lon: number,
    @Arg('radiusKm', () => Float, { defaultValue: DEFAULT_RADIUS_KM }) radiusKm: number,
    @Arg('first', () => Int, { defaultValue: NEARBY_DEFAULT_COUNT }) first: number,
    @Ctx() ctx: GatewayContext,
  ): Promise<ItemView[]> {
    checkCoordinates(lat, lon);
    if (!(radiusKm > 0 && radiusKm <= NEARBY_RADIUS_MAX_KM)) throw invalid('radiusKm', PlaceMessages.radius);
    if (first < 1 || first > NEARBY_MAX_COUNT) throw invalid('first', PlaceMessages.first);
    await reservePlaceCall(ctx);
    // The catalogue search's public list (approved, available, owner not locked) within the circle, by distance.
    const page = await searchItems(
      ctx.em,
      { lat, lon, radiusKm, sort: 'distance' },
      { viewer: ctx.viewer, first, after: null },
    );
    return page.rows.map((row) => toItemView(row.item, ctx.viewer, row.distanceKm));
  }
}

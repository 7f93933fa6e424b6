import { mostPopulousPlaces } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { RouteContract } from '../../rest/route-contract.js';

/** How many places the offline map labels: the most populous, enough for towns to appear as the map zooms in. */
const MAP_PLACE_COUNT = 3000;

const MapPlacesBody = z.strictObject({
  attribution: z.literal('GeoNames'),
  places: z
    .array(
      z
        .tuple([z.string(), z.number(), z.number(), z.int().min(0)])
        .describe('[name, longitude, latitude, population], degrees to three decimals.'),
    )
    .max(MAP_PLACE_COUNT)
    .describe('Most populous first.'),
});

export const mapPlacesContract: RouteContract = {
  method: 'GET',
  path: '/map/places',
  operationId: 'mapPlaces',
  tag: 'map',
  summary: "GET /api/map/places: the place labels of the search map's offline basemap",
  access: 'public',
  backed: false,
  responses: {
    200: {
      description: 'The same for everyone; may be kept for a day.',
      content: { 'application/json': MapPlacesBody },
      headers: { 'Cache-Control': '`public, max-age=86400`.' },
    },
  },
};

/**
 * `GET /api/map/places`: the place labels of the search map's offline basemap (issue 24 §3), from the gazetteer the
 * gateway already has (GeoNames, CC BY 4.0), so the map names places without asking anyone else. Compact rows
 * `[name, longitude, latitude, population]`, most populous first; the same for everyone and for the life of the
 * process, so the body is built once and the browser may keep it for a day.
 */
export function mapPlacesRouter(): Router {
  const router = Router();
  let body: string | null = null;
  router.get(mapPlacesContract.path, (_req: Request, res: Response) => {
    body ??= JSON.stringify({
      attribution: 'GeoNames',
      places: mostPopulousPlaces(MAP_PLACE_COUNT).map((p): [string, number, number, number] => [
        p.name,
        Math.round(p.longitude * 1000) / 1000,
        Math.round(p.latitude * 1000) / 1000,
        p.population,
      ]),
    } satisfies z.output<typeof MapPlacesBody>);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('json').send(body);
  });
  return router;
}

import { mostPopulousPlaces } from '@koalarent/core';
import { type Request, type Response, Router } from 'express';

/** How many places the offline map labels: the most populous, enough for towns to appear as the map zooms in. */
const MAP_PLACE_COUNT = 3000;

/**
 * `GET /api/map/places`: the place labels of the search map's offline basemap (issue 24 §3), from the gazetteer the
 * gateway already has (GeoNames, CC BY 4.0), so the map names places without asking anyone else. Compact rows
 * `[name, longitude, latitude, population]`, most populous first; the same for everyone and for the life of the
 * process, so the body is built once and the browser may keep it for a day.
 */
export function mapPlacesRouter(): Router {
  const router = Router();
  let body: string | null = null;
  router.get('/map/places', (_req: Request, res: Response) => {
    body ??= JSON.stringify({
      attribution: 'GeoNames',
      places: mostPopulousPlaces(MAP_PLACE_COUNT).map((p) => [
        p.name,
        Math.round(p.longitude * 1000) / 1000,
        Math.round(p.latitude * 1000) / 1000,
        p.population,
      ]),
    });
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('json').send(body);
  });
  return router;
}

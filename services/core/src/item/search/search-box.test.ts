import { describe, expect, it } from 'vitest';
import { Bbox, BboxMessages } from '../../contracts/item.schema.js';
import { boxCube } from './search-sql.js';

/** A point as PostgreSQL's ll_to_earth places it, on the unit sphere. */
function xyz(lat: number, lon: number): [number, number, number] {
  const r = Math.PI / 180;
  return [Math.cos(lat * r) * Math.cos(lon * r), Math.cos(lat * r) * Math.sin(lon * r), Math.sin(lat * r)];
}

/** A small deterministic generator, so a failure names the same box every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('boxCube (the bbox filter’s index prefilter)', () => {
  it('holds every point of the box, edges and corners included, for boxes anywhere', () => {
    const next = random(24);
    const boxes = [
      { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 },
      { minLon: -10, minLat: -5, maxLon: 10, maxLat: 5 },
      { minLon: 80, minLat: 60, maxLon: 100, maxLat: 89 },
      { minLon: 170, minLat: -30, maxLon: 180, maxLat: -10 },
      { minLon: 2.3488, minLat: 48.85341, maxLon: 2.3488, maxLat: 48.85341 },
    ];
    for (let n = 0; n < 300; n++) {
      const [lon0, lon1] = [next() * 360 - 180, next() * 360 - 180].sort((a, b) => a - b) as [number, number];
      const [lat0, lat1] = [next() * 180 - 90, next() * 180 - 90].sort((a, b) => a - b) as [number, number];
      boxes.push({ minLon: lon0, minLat: lat0, maxLon: lon1, maxLat: lat1 });
    }
    let checked = 0;
    const outside: string[] = [];
    for (const box of boxes) {
      const { low, high } = boxCube(box);
      const points: [number, number][] = [];
      for (let i = 0; i <= 8; i++)
        for (let j = 0; j <= 8; j++)
          points.push([
            box.minLat + ((box.maxLat - box.minLat) * i) / 8,
            box.minLon + ((box.maxLon - box.minLon) * j) / 8,
          ]);
      for (let k = 0; k < 40; k++)
        points.push([
          box.minLat + (box.maxLat - box.minLat) * next(),
          box.minLon + (box.maxLon - box.minLon) * next(),
        ]);
      for (const [lat, lon] of points) {
        const p = xyz(lat, lon);
        for (let axis = 0; axis < 3; axis++)
          if (!(p[axis]! >= low[axis]! && p[axis]! <= high[axis]!))
            outside.push(`${JSON.stringify(box)} at ${lat},${lon}`);
        checked++;
      }
    }
    expect(outside.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(30_000);
  });

  it('is small for a small box (the index narrows the search to about the box)', () => {
    const { low, high } = boxCube({ minLon: 13, minLat: 52, maxLon: 14, maxLat: 53 });
    // One degree is about 0.0175 of the unit radius: each side of the cube is at most that.
    for (let axis = 0; axis < 3; axis++) expect(high[axis]! - low[axis]!).toBeLessThan(0.02);
  });
});

describe('Bbox', () => {
  it('reads four numbers in GeoJSON order and refuses the rest with one clear message each', () => {
    expect(Bbox.parse([1, 2, 3, 4])).toEqual({ minLon: 1, minLat: 2, maxLon: 3, maxLat: 4 });
    const message = (value: unknown) => Bbox.safeParse(value).error?.issues[0]?.message;
    expect(message([1, 2, 3])).toBe(BboxMessages.malformed);
    expect(message('1,2,3,4')).toBe(BboxMessages.malformed);
    expect(message([0, 0, 181, 1])).toBe(BboxMessages.range);
    expect(message([0, 1, 1, 0])).toBe(BboxMessages.inverted);
    expect(message([170, 0, -170, 1])).toBe(BboxMessages.inverted);
  });
});

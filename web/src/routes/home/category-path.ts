import { buildPath, PATHS } from '../../shared/routes/paths';

/** Where a category tile leads (spec §2: /search?category={name}). */
export function categorySearchPath(category: string): string {
  return buildPath(PATHS.search, {}, { category });
}

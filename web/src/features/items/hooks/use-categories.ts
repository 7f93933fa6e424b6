import { useQuery } from '@apollo/client/react';
import { CATEGORIES_QUERY } from '../graphql/categories.query';

interface CategoryChoice {
  id: number | null;
  name: string;
  icon: string;
  itemCount: number | null;
}

/** Spec §3: the default categories, replaced by the server's list when it is non-empty. */
const DEFAULT_CATEGORIES: readonly CategoryChoice[] = [
  { id: null, name: 'Cameras', icon: 'camera', itemCount: null },
  { id: null, name: 'Electronics', icon: 'laptop', itemCount: null },
  { id: null, name: 'Tools', icon: 'wrench', itemCount: null },
  { id: null, name: 'Bicycles', icon: 'bike', itemCount: null },
  { id: null, name: 'Gaming', icon: 'gamepad', itemCount: null },
  { id: null, name: 'Outdoor', icon: 'tent', itemCount: null },
];

export function useCategories() {
  const { data, loading } = useQuery(CATEGORIES_QUERY);
  const server = data?.categories ?? [];
  const categories: readonly CategoryChoice[] = server.length > 0 ? server : DEFAULT_CATEGORIES;
  return { categories, loading: loading && !data };
}

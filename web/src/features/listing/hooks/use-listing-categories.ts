import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { LISTING_CATEGORIES_QUERY } from '../graphql/listing-categories.query';
import { categoryOptions } from '../listing-form-values';

/**
 * The form's category names: the server's list, else the six defaults (also when the list cannot be loaded).
 * `ready` is false until the answer is in, so a prefilled select never mounts without its option.
 */
export function useListingCategories(): { categories: string[]; ready: boolean } {
  const { data, loading } = useQuery(LISTING_CATEGORIES_QUERY, { fetchPolicy: 'cache-first' });
  const categories = useMemo(() => categoryOptions(data?.categories), [data]);
  return { categories, ready: !loading };
}

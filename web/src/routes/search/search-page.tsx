import { Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q');
  const category = params.get('category');
  return (
    <PlaceholderPage title="Search Results">
      {q ? <Text>Showing results for “{q}”.</Text> : null}
      {category ? <Text>Category: {category}</Text> : null}
      {q || category ? null : 'Browse every item available to rent.'}
    </PlaceholderPage>
  );
}

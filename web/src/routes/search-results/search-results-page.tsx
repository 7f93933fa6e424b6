import { PlaceholderPage } from '../../shared/ui/page-container';

export function SearchResultsPage() {
  return <PlaceholderPage title="Recommended Items" />;
}

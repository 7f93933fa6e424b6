import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function ItemPage() {
  const { id } = useParams();
  return <PlaceholderPage title="Item Details">Item #{id}</PlaceholderPage>;
}

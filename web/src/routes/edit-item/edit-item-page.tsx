import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function EditItemPage() {
  const { id } = useParams();
  return <PlaceholderPage title="Edit Item">Item #{id}</PlaceholderPage>;
}

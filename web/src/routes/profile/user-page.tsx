import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../shared/ui/page-container';

export function UserPage() {
  const { id } = useParams();
  return <PlaceholderPage title="User Profile">User #{id}</PlaceholderPage>;
}

import { PlaceholderPage } from '../../shared/ui/page-container';

export function MessagesPage() {
  return <PlaceholderPage title="Messages" />;
}

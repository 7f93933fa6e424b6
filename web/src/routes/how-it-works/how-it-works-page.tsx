import { PlaceholderPage } from '../../shared/ui/page-container';

export function HowItWorksPage() {
  return <PlaceholderPage title="How It Works" />;
}

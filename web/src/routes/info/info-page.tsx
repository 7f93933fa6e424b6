import { useMatches } from 'react-router-dom';
import { PlaceholderPage } from '../../shared/ui/page-container';

function titleOf(handle: unknown): string | null {
  if (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { title?: unknown }).title === 'string'
  ) {
    return (handle as { title: string }).title;
  }
  return null;
}

/** The linked information pages (content not shown in the spec); the title comes from the route's handle. */
export function InfoPage() {
  const matches = useMatches();
  const title = titleOf(matches[matches.length - 1]?.handle) ?? 'KoalaRent';
  return <PlaceholderPage title={title} />;
}

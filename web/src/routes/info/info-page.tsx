import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { routeTitleKey } from '../../app/route-title';
import { PlaceholderPage } from '../../shared/ui/page-container';

/** The linked information pages (content not shown in the spec); the title comes from the route's handle. */
export function InfoPage() {
  const { t } = useTranslation();
  const key = routeTitleKey(useMatches());
  return <PlaceholderPage title={key ? t(key) : 'KoalaRent'} />;
}

import { Box, Container, Heading, Spinner, Tabs, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { OverviewTab } from './overview-tab';

/** Each tab but the first is its own chunk, fetched when opened. */
const UsersTab = lazy(() => import('./users-tab').then((m) => ({ default: m.UsersTab })));
const ListingsTab = lazy(() => import('./listings-tab').then((m) => ({ default: m.ListingsTab })));
const IdentityTab = lazy(() => import('./identity-tab').then((m) => ({ default: m.IdentityTab })));
const ReportsTab = lazy(() => import('./reports-tab').then((m) => ({ default: m.ReportsTab })));
const DisputesTab = lazy(() => import('./disputes-tab').then((m) => ({ default: m.DisputesTab })));
const TrackingTab = lazy(() => import('./tracking-tab').then((m) => ({ default: m.TrackingTab })));
const DemandTab = lazy(() => import('./demand-tab').then((m) => ({ default: m.DemandTab })));
const AuditTab = lazy(() => import('./audit-tab').then((m) => ({ default: m.AuditTab })));

/**
 * Spec §2 tabs Overview, Users, Listings, Tracking; plus the disputes to decide and the audit trail (issue 10), and
 * Demand beside Tracking (issue 24 §4: what people search for and don't find), and the Identity queue beside Users and
 * Listings (issue 26 §1).
 */
const ADMIN_TABS = [
  { value: 'overview', Panel: OverviewTab },
  { value: 'users', Panel: UsersTab },
  { value: 'listings', Panel: ListingsTab },
  { value: 'identity', Panel: IdentityTab },
  { value: 'reports', Panel: ReportsTab },
  { value: 'disputes', Panel: DisputesTab },
  { value: 'tracking', Panel: TrackingTab },
  { value: 'demand', Panel: DemandTab },
  { value: 'audit', Panel: AuditTab },
] as const;

type AdminTab = (typeof ADMIN_TABS)[number]['value'];

function tabOf(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'overview';
}

function PanelFallback() {
  const { t } = useTranslation('admin');
  return (
    <Box py="16" textAlign="center" role="status" aria-label={t('dashboard.loading')}>
      <Spinner color="brand.solid" />
    </Box>
  );
}

/**
 * The admin dashboard (/admin). The open tab lives in the URL (?tab=users), so a reload or a shared link opens it
 * again; only the open tab is mounted, so only its data is fetched and only its live feeds are subscribed.
 */
export function AdminDashboard() {
  // The route loads the strings first; this keeps them through a language switch made on the page.
  useNamespaces('admin');
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Box mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
          {t('dashboard.title')}
        </Heading>
        <Text mt="1" color="fg.muted">
          {t('dashboard.subtitle')}
        </Text>
      </Box>
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (details.value === 'overview') next.delete('tab');
              else next.set('tab', details.value);
              return next;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" aria-label={t('dashboard.sections')}>
          {ADMIN_TABS.map((item) => (
            <Tabs.Trigger key={item.value} value={item.value} flexShrink={0}>
              {t(`dashboard.tabs.${item.value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Suspense fallback={<PanelFallback />}>
              <Panel />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}

import { Box, Button, Container, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuLocateFixed, LuMapPin, LuSettings, LuX } from 'react-icons/lu';
import { useHydrated } from '../../../shared/hydration/use-hydrated';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { localStore } from '../../../shared/storage/safe-storage';
import { useUserLocation } from '../location-context';
import { failureMessageKey } from '../model/geolocation';
import {
  DETECTED_CARD_LINGER_MS,
  DETECTED_CARD_MS,
  hintCardView,
  isDetectionFresh,
} from '../model/hint-card';
import { readHintDismissal, storeHintDismissal } from '../model/hint-dismissal';

/**
 * Whether the detected place is still shown: for DETECTED_CARD_MS after detection, held while the pointer
 * or the keyboard focus is on the card (a message must not vanish while someone reads it), then a moment
 * more.
 */
function useDetectionFresh(detectedAt: number | null, held: boolean): boolean {
  const [expiredFor, setExpiredFor] = useState<number | null>(() =>
    detectedAt !== null && !isDetectionFresh(detectedAt, Date.now()) ? detectedAt : null,
  );
  const [released, setReleased] = useState(false);
  useEffect(() => {
    if (held) setReleased(true);
  }, [held]);
  useEffect(() => {
    if (detectedAt === null || held || expiredFor === detectedAt) return;
    const remaining = detectedAt + DETECTED_CARD_MS - Date.now();
    const wait = Math.max(remaining, released ? DETECTED_CARD_LINGER_MS : 0);
    const timer = setTimeout(() => setExpiredFor(detectedAt), wait);
    return () => clearTimeout(timer);
  }, [detectedAt, held, released, expiredFor]);
  return detectedAt !== null && expiredFor !== detectedAt;
}

function CardShell({
  icon,
  tone,
  children,
  onDismiss,
  onHold,
}: {
  icon: ReactNode;
  tone: 'brand' | 'warning';
  children: ReactNode;
  onDismiss(): void;
  onHold(held: boolean): void;
}) {
  const { t } = useTranslation('location');
  return (
    <HStack
      align="flex-start"
      gap="3"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={tone === 'brand' ? 'brand.muted' : 'border.warning'}
      bg={tone === 'brand' ? 'brand.subtle' : 'bg.warning'}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onHold(false);
      }}
    >
      <Box
        color={tone === 'brand' ? 'brand.fg' : 'fg.warning'}
        fontSize="xl"
        mt="0.5"
        aria-hidden="true"
        flexShrink={0}
      >
        {icon}
      </Box>
      <Stack gap="2" flex="1" minW="0">
        {children}
      </Stack>
      <IconButton aria-label={t('card.dismiss')} size="xs" variant="ghost" onClick={onDismiss}>
        <LuX />
      </IconButton>
    </HStack>
  );
}

/**
 * Spec §2 Location hint card, first on the home page: offers detection, shows detecting, the denial (Browser
 * Settings, Try Again), other failures, and the detected place; a dismissal is stored with its time (§3) and
 * hides the card for good; once the place is detected the card shows it briefly and hides (§4).
 */
export function LocationHintCard() {
  useNamespaces('location');
  const { t } = useTranslation('location');
  const location = useUserLocation();
  // A dismissal is kept in this browser only: the server's page shows the card, and so does the render that hydrates
  // it; the stored dismissal hides it right after.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedNow || (hydrated && readHintDismissal(localStore) !== null);
  const [held, setHeld] = useState(false);
  const [settingsHelp, setSettingsHelp] = useState(false);
  const helpId = useId();
  const fresh = useDetectionFresh(location.detectedAt, held);
  const view = hintCardView(location.status, dismissed, fresh);

  if (view === 'hidden') return null;

  const dismiss = () => {
    storeHintDismissal(localStore);
    setDismissed(true);
  };
  const failure = location.failure ? t(failureMessageKey(location.failure)) : null;
  const shell = (tone: 'brand' | 'warning', icon: ReactNode, body: ReactNode) => (
    <CardShell tone={tone} icon={icon} onDismiss={dismiss} onHold={setHeld}>
      {body}
    </CardShell>
  );

  let content: ReactNode;
  switch (view) {
    case 'prompt':
      content = shell(
        'brand',
        <LuMapPin />,
        <>
          <Text fontWeight="semibold">{t('card.promptTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('card.promptText')}
          </Text>
          <Box>
            <Button size="sm" colorPalette="brand" onClick={location.retry}>
              <LuLocateFixed aria-hidden="true" />
              {t('card.useMyLocation')}
            </Button>
          </Box>
        </>,
      );
      break;
    case 'detecting':
      content = shell(
        'brand',
        <Spinner size="sm" />,
        <Text fontWeight="semibold" role="status">
          {t('card.detecting')}
        </Text>,
      );
      break;
    case 'denied':
      content = shell(
        'warning',
        <LuCircleAlert />,
        <>
          <Text fontWeight="semibold">{t('card.deniedTitle')}</Text>
          <Text fontSize="sm" role="alert">
            {failure}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              aria-expanded={settingsHelp}
              aria-controls={helpId}
              onClick={() => setSettingsHelp((open) => !open)}
            >
              <LuSettings aria-hidden="true" />
              {t('card.browserSettings')}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={location.retry}>
              {t('card.tryAgain')}
            </Button>
          </HStack>
          <Text id={helpId} fontSize="sm" hidden={!settingsHelp}>
            {t('messages.browserSettings')}
          </Text>
        </>,
      );
      break;
    case 'failed':
      content = shell(
        'warning',
        <LuCircleAlert />,
        <>
          <Text fontWeight="semibold">{t('card.failedTitle')}</Text>
          <Text fontSize="sm" role="alert">
            {failure}
          </Text>
          <Box>
            <Button size="sm" colorPalette="brand" onClick={location.retry}>
              {t('card.tryAgain')}
            </Button>
          </Box>
        </>,
      );
      break;
    case 'unsupported':
      content = shell(
        'warning',
        <LuCircleAlert />,
        <>
          <Text fontWeight="semibold">{t('card.unsupportedTitle')}</Text>
          <Text fontSize="sm">{failure}</Text>
        </>,
      );
      break;
    case 'detected':
      content = shell(
        'brand',
        <LuMapPin />,
        <Box role="status">
          <Text fontWeight="semibold">
            {t('card.detectedTitle', { place: location.place?.label ?? t('unknownPlace') })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('card.detectedText')}
          </Text>
        </Box>,
      );
      break;
  }

  return (
    <Container maxW="7xl" pt="6">
      <Box as="section" aria-label={t('card.label')} data-testid="location-hint-card" data-state={view}>
        {content}
      </Box>
    </Container>
  );
}

import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  Heading,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuInbox, LuRefreshCw } from 'react-icons/lu';
import { type Formatters, useFormat } from '../../../shared/i18n/format';
import { fetchMailbox, isSafeLink, type MailboxResult } from '../mailbox';

/** When the message was written, in the reader's language; the text as sent when it is not a date. */
function formatDate(iso: string, f: Formatters): string {
  return f.dateTime(iso) || iso;
}

/** The local development mailbox: messages newest first, the selected one in full. */
export function MailboxView() {
  const { t } = useTranslation('devMailbox');
  const f = useFormat();
  const [result, setResult] = useState<MailboxResult | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const load = useCallback(async () => {
    setRefreshing(true);
    setResult(await fetchMailbox());
    setRefreshing(false);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (result === null) {
    return (
      <Flex justify="center" py="16">
        <Spinner size="lg" color="brand.solid" aria-label={t('loading')} />
      </Flex>
    );
  }
  if (result.kind === 'disabled') {
    return (
      <Alert.Root status="info" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{t('disabled')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (result.kind === 'error') {
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>{t('error')}</Alert.Title>
      </Alert.Root>
    );
  }

  const messages = result.messages;
  const selected = messages.find((m) => m.id === selectedId) ?? null;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center">
        <Text color="fg.muted">{t('count', { count: messages.length })}</Text>
        <Button size="sm" variant="outline" onClick={() => void load()} loading={refreshing}>
          <LuRefreshCw />
          {t('refresh')}
        </Button>
      </Flex>
      {messages.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <EmptyState.Title>{t('emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('emptyDescription')}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
          <Stack
            as="ul"
            listStyleType="none"
            gap="2"
            w={{ base: 'full', lg: '96' }}
            flexShrink="0"
            aria-label={t('listLabel')}
          >
            {messages.map((m) => (
              <Box as="li" key={m.id}>
                <Button
                  variant={m.id === selectedId ? 'subtle' : 'outline'}
                  colorPalette={m.id === selectedId ? 'brand' : 'gray'}
                  w="full"
                  h="auto"
                  py="3"
                  px="4"
                  justifyContent="flex-start"
                  textAlign="start"
                  whiteSpace="normal"
                  onClick={() => setSelectedId(m.id)}
                  aria-pressed={m.id === selectedId}
                >
                  <Stack gap="0.5" align="flex-start" w="full">
                    <Text fontWeight="semibold" lineClamp={1}>
                      {m.subject}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {m.to}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDate(m.createdAt, f)}
                    </Text>
                  </Stack>
                </Button>
              </Box>
            ))}
          </Stack>
          <Box flex="1" w="full">
            {selected ? (
              <Card.Root rounded="xl">
                <Card.Header gap="1">
                  <Heading as="h2" size="lg">
                    {selected.subject}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {t('to', { to: selected.to })}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('date', { date: formatDate(selected.createdAt, f) })}
                  </Text>
                </Card.Header>
                <Card.Body gap="4">
                  {selected.links.length > 0 ? (
                    <Stack gap="1">
                      <Badge alignSelf="flex-start" colorPalette="brand">
                        {t('links')}
                      </Badge>
                      {selected.links.filter(isSafeLink).map((link) => (
                        <Link key={link} href={link} color="brand.fg" wordBreak="break-all" fontSize="sm">
                          {link}
                        </Link>
                      ))}
                    </Stack>
                  ) : null}
                  <Box
                    as="iframe"
                    title={t('frameTitle', { subject: selected.subject })}
                    // Sandboxed with no permissions: the e-mail's HTML cannot run scripts or navigate the app.
                    {...{ sandbox: '', srcDoc: selected.html || `<pre>${escapeHtml(selected.text)}</pre>` }}
                    w="full"
                    minH="420px"
                    borderWidth="1px"
                    rounded="md"
                    bg="white"
                  />
                </Card.Body>
              </Card.Root>
            ) : (
              <Text color="fg.muted" py="10" textAlign="center">
                {t('selectPrompt')}
              </Text>
            )}
          </Box>
        </Flex>
      )}
    </Stack>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
import { LuInbox, LuRefreshCw } from 'react-icons/lu';
import { fetchMailbox, isSafeLink, type MailboxResult } from '../mailbox';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

/** The local development mailbox: messages newest first, the selected one in full. */
export function MailboxView() {
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
        <Spinner size="lg" color="brand.solid" aria-label="Loading" />
      </Flex>
    );
  }
  if (result.kind === 'disabled') {
    return (
      <Alert.Root status="info" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>The local mailbox is disabled on this server.</Alert.Title>
      </Alert.Root>
    );
  }
  if (result.kind === 'error') {
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Title>Something went wrong. Please try again later.</Alert.Title>
      </Alert.Root>
    );
  }

  const messages = result.messages;
  const selected = messages.find((m) => m.id === selectedId) ?? null;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center">
        <Text color="fg.muted">
          {messages.length} message{messages.length === 1 ? '' : 's'}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void load()} loading={refreshing}>
          <LuRefreshCw />
          Refresh
        </Button>
      </Flex>
      {messages.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuInbox />
            </EmptyState.Indicator>
            <EmptyState.Title>No messages yet</EmptyState.Title>
            <EmptyState.Description>E-mails the server sends will appear here.</EmptyState.Description>
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
            aria-label="Messages"
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
                      {formatDate(m.createdAt)}
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
                    To: {selected.to}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Date: {formatDate(selected.createdAt)}
                  </Text>
                </Card.Header>
                <Card.Body gap="4">
                  {selected.links.length > 0 ? (
                    <Stack gap="1">
                      <Badge alignSelf="flex-start" colorPalette="brand">
                        Links
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
                    title={`E-mail: ${selected.subject}`}
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
                Select a message to read it.
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

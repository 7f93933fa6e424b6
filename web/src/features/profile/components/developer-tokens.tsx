import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { API_TOKEN_SCOPES, type ApiTokenScope, CreateApiTokenBody } from '@koalarent/core/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppError } from '../../../shared/errors/app-error';
import { useFormat } from '../../../shared/i18n/format';
import { translateServerMessage } from '../../../shared/i18n/server-messages';
import { notify } from '../../../shared/ui/toaster';
import { useSession } from '../../auth/hooks/session-context';
import { isAdmin } from '../../auth/session/session-user';
import {
  CREATE_API_TOKEN_MUTATION,
  MY_API_TOKENS_QUERY,
  REVOKE_API_TOKEN_MUTATION,
} from '../graphql/api-tokens';

const EXPIRY_DAYS = ['30', '90', '365', 'never'] as const;
type Expiry = (typeof EXPIRY_DAYS)[number];

/**
 * The profile's Developer section (issue 25 §3): personal access tokens for clients that call the API directly. A
 * new token's secret is shown once, with a copy button; the list shows each token's scopes, last use and expiry,
 * and revokes one at once.
 */
export function DeveloperTokens() {
  const { t } = useTranslation('profile');
  const format = useFormat();
  const session = useSession();
  const admin = isAdmin(session.user);
  const { data, error, loading } = useQuery(MY_API_TOKENS_QUERY);
  const [create, creating] = useMutation(CREATE_API_TOKEN_MUTATION, { refetchQueries: ['MyApiTokens'] });
  const [revoke] = useMutation(REVOKE_API_TOKEN_MUTATION, { refetchQueries: ['MyApiTokens'] });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<Expiry>('90');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const secretInput = useRef<HTMLInputElement>(null);

  const offered = API_TOKEN_SCOPES.filter((s) => admin || !s.startsWith('admin:'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const expiresAt =
      expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * 86_400_000).toISOString();
    const input = { name, scopes, expiresAt };
    const checked = CreateApiTokenBody.safeParse(input);
    if (!checked.success) {
      const errors: Record<string, string> = {};
      for (const issue of checked.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      const result = await create({ variables: { input } });
      const made = result.data?.createApiToken;
      if (made) {
        setSecret(made.token);
        setName('');
      }
    } catch (failure) {
      const appError = toAppError(failure);
      if (appError.fieldErrors) setFieldErrors(appError.fieldErrors);
      notify.error({
        title: t('developer.createFailed'),
        description: appError.message ? translateServerMessage(appError.message) : undefined,
      });
    }
  }

  async function copy() {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      notify.success({ title: t('developer.copied') });
    } catch {
      secretInput.current?.select();
      notify.error({ title: t('developer.copyFailed') });
    }
  }

  async function revokeToken(id: number, tokenName: string) {
    try {
      await revoke({ variables: { id } });
      notify.success({ title: t('developer.revoked', { name: tokenName }) });
    } catch (failure) {
      const message = toAppError(failure).message;
      notify.error({
        title: t('developer.revokeFailed'),
        description: message ? translateServerMessage(message) : undefined,
      });
    }
  }

  const tokens = data?.myApiTokens;
  const fieldMessage = (field: string) =>
    fieldErrors[field] ? translateServerMessage(fieldErrors[field]) : undefined;

  return (
    <Card.Root rounded="2xl" as="section" aria-labelledby="developer-heading" data-testid="developer-tokens">
      <Card.Header>
        <Heading as="h2" size="lg" id="developer-heading">
          {t('developer.heading')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('developer.intro')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {secret ? (
            <Alert.Root status="success" rounded="lg" role="status" data-testid="new-api-token">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('developer.newTokenTitle')}</Alert.Title>
                <Alert.Description>
                  <Stack gap="2" mt="1">
                    <Text fontSize="sm">{t('developer.newTokenHint')}</Text>
                    <HStack>
                      <Input
                        ref={secretInput}
                        readOnly
                        value={secret}
                        fontFamily="mono"
                        aria-label={t('developer.newTokenLabel')}
                        onFocus={(e) => e.currentTarget.select()}
                      />
                      <Button onClick={() => void copy()} colorPalette="brand">
                        {t('developer.copy')}
                      </Button>
                    </HStack>
                    <Box>
                      <Button size="sm" variant="outline" onClick={() => setSecret(null)}>
                        {t('developer.done')}
                      </Button>
                    </Box>
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}

          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(fieldErrors.name)}>
                <Field.Label>{t('developer.name')}</Field.Label>
                <Input
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  placeholder={t('developer.namePlaceholder')}
                  maxLength={100}
                />
                <Field.ErrorText>{fieldMessage('name')}</Field.ErrorText>
              </Field.Root>
              <Fieldset.Root invalid={Boolean(fieldErrors.scopes)}>
                <Fieldset.Legend fontSize="sm" fontWeight="medium">
                  {t('developer.scopes')}
                </Fieldset.Legend>
                <Stack gap="2">
                  {offered.map((scope) => (
                    <Checkbox.Root
                      key={scope}
                      checked={scopes.includes(scope)}
                      onCheckedChange={(details) =>
                        setScopes((current) =>
                          details.checked ? [...current, scope] : current.filter((s) => s !== scope),
                        )
                      }
                      colorPalette="brand"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        <Text as="span" fontFamily="mono">
                          {scope}
                        </Text>{' '}
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {t(`developer.scope.${scope}`)}
                        </Text>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
                <Fieldset.ErrorText>{fieldMessage('scopes')}</Fieldset.ErrorText>
              </Fieldset.Root>
              <Field.Root>
                <Field.Label>{t('developer.expiry')}</Field.Label>
                <NativeSelect.Root maxW="xs">
                  <NativeSelect.Field value={expiry} onChange={(e) => setExpiry(e.target.value as Expiry)}>
                    {EXPIRY_DAYS.map((days) => (
                      <option key={days} value={days}>
                        {days === 'never'
                          ? t('developer.never')
                          : t('developer.days', { count: Number(days) })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Box>
                <Button type="submit" colorPalette="brand" loading={creating.loading}>
                  {t('developer.create')}
                </Button>
              </Box>
            </Stack>
          </form>

          {tokens ? (
            tokens.length === 0 ? (
              <Text color="fg.muted">{t('developer.empty')}</Text>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={t('developer.listLabel')}>
                {tokens.map((token) => (
                  <Box as="li" key={token.id} borderWidth="1px" rounded="lg" p="4">
                    <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
                      <Stack gap="1">
                        <Text fontWeight="semibold">{token.name}</Text>
                        <HStack gap="1" wrap="wrap">
                          {token.scopes.map((scope) => (
                            <Badge key={scope} fontFamily="mono">
                              {scope}
                            </Badge>
                          ))}
                          <Text as="span" fontFamily="mono" fontSize="sm" color="fg.muted">
                            krt_…{token.lastFour}
                          </Text>
                        </HStack>
                        <Text fontSize="sm" color="fg.muted">
                          {t('developer.lastUsed', {
                            when: token.lastUsedAt
                              ? format.dateTime(token.lastUsedAt)
                              : t('developer.neverUsed'),
                          })}
                          {' · '}
                          {token.expiresAt
                            ? t('developer.expires', { when: format.date(token.expiresAt) })
                            : t('developer.noExpiry')}
                        </Text>
                      </Stack>
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => void revokeToken(token.id, token.name)}
                        aria-label={t('developer.revokeLabel', { name: token.name })}
                      >
                        {t('developer.revoke')}
                      </Button>
                    </HStack>
                  </Box>
                ))}
              </Stack>
            )
          ) : error ? (
            <Alert.Root status="error" rounded="lg">
              <Alert.Indicator />
              <Alert.Title>{t('developer.loadFailed')}</Alert.Title>
            </Alert.Root>
          ) : loading ? (
            <Skeleton h="16" rounded="lg" role="status" aria-label={t('developer.loading')} />
          ) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

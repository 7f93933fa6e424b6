import { useQuery } from '@apollo/client/react';
import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LuClock, LuZap } from 'react-icons/lu';
import { useFormat } from '../../../shared/i18n/format';
import { useNamespaces } from '../../../shared/i18n/i18n';
import { INSTANT_BOOK_CHECK_QUERY } from '../graphql/instant-book-check.query';

/** What the rule's conditions are called, in the order the server names what a renter lacks. */
const CONDITIONS = [
  'email_unverified',
  'identity_unverified',
  'too_few_rentals',
  'rating_too_low',
  'upheld_damage_claim',
] as const;
type Condition = (typeof CONDITIONS)[number];

interface Check {
  listingInstantBook: boolean;
  instant: boolean;
  reasons: readonly string[];
  rule: { minCompletedRentals: number; minRating: number; requireIdentity: boolean };
}

function NoticeBody({ check }: { check: Check }) {
  useNamespaces('rental');
  const { t } = useTranslation('rental');
  const f = useFormat();
  const condition = (name: Condition): string => {
    if (name === 'too_few_rentals')
      return t('instantBook.conditions.too_few_rentals', {
        rentals: f.number(check.rule.minCompletedRentals),
      });
    if (name === 'rating_too_low')
      return t('instantBook.conditions.rating_too_low', {
        rating: f.number(check.rule.minRating, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      });
    return t(`instantBook.conditions.${name}`);
  };
  // The identity check is a condition only where the operator requires it (INSTANT_BOOK_REQUIRE_ID).
  const conditions = CONDITIONS.filter(
    (name) => name !== 'identity_unverified' || check.rule.requireIdentity,
  );
  const missing = conditions.filter((name) => check.reasons.includes(name));
  return (
    <Box
      rounded="lg"
      borderWidth="1px"
      p="3"
      bg={check.instant ? 'green.subtle' : 'bg.subtle'}
      data-testid="instant-book-notice"
      data-instant={check.instant ? 'true' : 'false'}
    >
      <HStack gap="2" fontWeight="semibold" fontSize="sm">
        {check.instant ? <LuZap aria-hidden="true" /> : <LuClock aria-hidden="true" />}
        <Text>{check.instant ? t('instantBook.instant') : t('instantBook.ownerApproves')}</Text>
      </HStack>
      <Stack gap="1" mt="1" fontSize="xs" color="fg.muted">
        <Text>{check.instant ? t('instantBook.instantDetail') : t('instantBook.ownerApprovesDetail')}</Text>
        {!check.instant && check.listingInstantBook ? (
          <>
            <Text>{t('instantBook.forTrusted')}</Text>
            <List.Root ps="4">
              {conditions.map((name) => (
                <List.Item key={name}>{condition(name)}</List.Item>
              ))}
            </List.Root>
            {missing.length > 0 ? (
              <Text>{t('instantBook.youNeed', { conditions: missing.map(condition).join(' · ') })}</Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * Says before the renter confirms which will happen to the request (issue 23 §5): "Instant book: approved at once"
 * for a trusted renter on a listing with instant book, else "The owner approves your request" (with the rule, when
 * the listing has instant book). It depends on who is signed in: a server-rendered page is an anonymous visitor's, and
 * its answer (what a visitor would need) is in the page's data, so the browser's hydrating render says the same and
 * nothing moves in after it; a member's page is rendered by the browser with their own answer. Nothing for the
 * listing's owner.
 */
export function InstantBookNotice({ itemId }: { itemId: number }) {
  const { data } = useQuery(INSTANT_BOOK_CHECK_QUERY, {
    variables: { itemId },
    fetchPolicy: 'cache-and-network',
  });
  const check = data?.instantBookCheck;
  if (!check || check.reasons.includes('own_listing')) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBody check={check} />
    </Suspense>
  );
}

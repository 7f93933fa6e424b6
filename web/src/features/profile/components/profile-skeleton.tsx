import { Box, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The profile screen while its user loads: blocks the size of the heading, the profile card and its three stat
 * cards, so the page keeps its height from the first paint to the data. A one-line "Loading…" there let the footer
 * paint under the header and then jump a whole screen down when the profile arrived, Lighthouse's layout shift of
 * 0.75 on /user/{id} (issue 21 §4 asks ≤ 0.05). The sizes follow ProfileCard's layout (a column on phones, a row
 * from md); `minH` keeps the footer below the fold on screens taller than the blocks.
 * `withHeading`: the public profile's title is the member's name, unknown yet, so a block holds its line; the
 * account page passes its own title to PageContainer instead.
 */
export function ProfileSkeleton({ withHeading }: { withHeading: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Box minH="100dvh" role="status" aria-busy="true">
      <VisuallyHidden>{t('page.loading')}</VisuallyHidden>
      <Box aria-hidden="true">
        {withHeading ? (
          // Heading size 2xl/3xl: line heights 2rem and 2.375rem, then PageContainer's mb="8".
          <Skeleton h={{ base: '8', md: '2.375rem' }} w={{ base: '72%', md: '24rem' }} rounded="md" mb="8" />
        ) : null}
        <Stack gap="6">
          <Skeleton h={{ base: '22rem', md: '15.5rem' }} rounded="2xl" />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} h="6.125rem" rounded="xl" />
            ))}
          </SimpleGrid>
        </Stack>
      </Box>
    </Box>
  );
}

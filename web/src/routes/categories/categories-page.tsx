import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Circle,
  HStack,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES_QUERY } from '../../features/items/graphql/categories.query';
import { categoryLabel } from '../../features/items/model/category-name';
import { buildPath, PATHS } from '../../shared/routes/paths';
import { PageContainer } from '../../shared/ui/page-container';
import { categoryIcon } from './category-icon';

/** Spec §2: a category leads to the search page filtered by its name. */
export function categoryPath(name: string): string {
  return buildPath(PATHS.search, {}, { category: name });
}

/** /categories: every category with the number of items a visitor can rent in it now. */
export function CategoriesPage() {
  const { t } = useTranslation('pages');
  const { t: tItems } = useTranslation('items');
  const { data, loading, error } = useQuery(CATEGORIES_QUERY);
  const categories = data?.categories ?? [];

  return (
    <PageContainer title={t('categories.title')} subtitle={t('categories.subtitle')}>
      {error && !data ? (
        <Alert.Root status="error" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>{t('categories.error')}</Alert.Title>
        </Alert.Root>
      ) : loading && !data ? (
        <SimpleGrid
          columns={{ base: 1, sm: 2, lg: 3 }}
          gap="5"
          role="status"
          aria-busy="true"
          aria-label={t('categories.loading')}
        >
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <Skeleton key={index} height="24" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : categories.length === 0 ? (
        <Text color="fg.muted">{t('categories.empty')}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none">
          {categories.map((category) => {
            const Icon = categoryIcon(category.icon);
            return (
              <LinkBox
                as="li"
                key={category.id}
                rounded="xl"
                borderWidth="1px"
                bg="bg"
                p="5"
                transition="box-shadow 0.15s, border-color 0.15s"
                _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }}
              >
                <HStack gap="4">
                  <Circle size="14" bg="brand.muted" color="brand.fg" flexShrink="0" aria-hidden="true">
                    <Icon size={26} />
                  </Circle>
                  <Stack gap="0" flex="1" minW="0">
                    <LinkOverlay asChild fontWeight="semibold" fontSize="lg">
                      <RouterLink to={categoryPath(category.name)}>
                        {categoryLabel(category.name, tItems)}
                      </RouterLink>
                    </LinkOverlay>
                    <Text color="fg.muted" fontSize="sm">
                      {t('categories.count', { count: category.itemCount })}
                    </Text>
                  </Stack>
                  <Box color="fg.muted" aria-hidden="true">
                    <LuArrowRight />
                  </Box>
                </HStack>
              </LinkBox>
            );
          })}
        </SimpleGrid>
      )}
      <Box mt="10">
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={PATHS.search}>{t('categories.browseAll')}</RouterLink>
        </Button>
      </Box>
    </PageContainer>
  );
}

import { Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { categoryIcon } from '../../features/items/components/category-icon';
import { useCategories } from '../../features/items/hooks/use-categories';
import { categoryLabel } from '../../features/items/model/category-name';
import { categorySearchPath } from './category-path';
import { SectionHeader } from './section-header';

/** Spec §2 Home: Browse by Category; each tile opens the search filtered by that category. */
export function CategorySection() {
  const { t } = useTranslation('home');
  const { t: tItems } = useTranslation('items');
  const { categories } = useCategories();
  return (
    <Stack as="section" aria-labelledby="home-categories" gap="6">
      <SectionHeader id="home-categories" title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 6 }} gap="4">
        {categories.map((category) => (
          <li key={category.name}>
            <Stack
              asChild
              align="center"
              gap="2"
              p="5"
              h="full"
              rounded="2xl"
              borderWidth="1px"
              borderColor="border.muted"
              bg="bg"
              textAlign="center"
              transition="border-color 150ms, transform 150ms, box-shadow 150ms"
              _hover={{ borderColor: 'brand.solid', transform: 'translateY(-2px)', boxShadow: 'md' }}
            >
              <RouterLink to={categorySearchPath(category.name)}>
                <Stack p="3" rounded="xl" bg="brand.subtle" color="brand.fg" aria-hidden="true">
                  <Icon as={categoryIcon(category.icon)} boxSize="7" />
                </Stack>
                <Text fontWeight="semibold">{categoryLabel(category.name, tItems)}</Text>
                {category.itemCount !== null ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('categories.count', { count: category.itemCount })}
                  </Text>
                ) : null}
              </RouterLink>
            </Stack>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

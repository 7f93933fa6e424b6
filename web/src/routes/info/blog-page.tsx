import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../shared/ui/page-container';
import { formatContentDate } from './info-page';

/** /blog: a short static list of dated posts, newest first (the content lives in the `pages` namespace). */
export function BlogPage() {
  const { t, i18n } = useTranslation('pages');
  const posts = [...t('blog.posts', { returnObjects: true })].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <PageContainer title={t('blog.title')} subtitle={t('blog.lead')} maxW="4xl">
      <Stack gap="6">
        {posts.map((post) => (
          <Stack as="article" key={post.date} gap="2" p="6" rounded="xl" borderWidth="1px" bg="bg">
            <Text asChild fontSize="sm" color="fg.muted">
              <time dateTime={post.date}>{formatContentDate(post.date, i18n.language)}</time>
            </Text>
            <Heading as="h2" size="lg">
              {post.title}
            </Heading>
            <Text color="fg.muted" lineHeight="tall">
              {post.summary}
            </Text>
          </Stack>
        ))}
      </Stack>
    </PageContainer>
  );
}

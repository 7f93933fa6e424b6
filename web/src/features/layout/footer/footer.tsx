import { Box, Container, Flex, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter } from 'react-icons/fa6';
import { Link as RouterLink } from 'react-router-dom';
import { useRenderNow } from '../../../shared/hydration/render-clock';
import { PATHS } from '../../../shared/routes/paths';
import { Logo } from '../../../shared/ui/logo';

const COLUMNS = [
  {
    title: 'footer.explore',
    links: [
      { label: 'footer.searchItems', to: PATHS.search },
      { label: 'footer.categories', to: PATHS.categories },
      { label: 'footer.howItWorks', to: PATHS.howItWorks },
    ],
  },
  {
    title: 'footer.info',
    links: [
      { label: 'footer.about', to: PATHS.about },
      { label: 'footer.blog', to: PATHS.blog },
      { label: 'footer.trustSafety', to: PATHS.trustSafety },
      { label: 'footer.help', to: PATHS.help },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { label: 'footer.terms', to: PATHS.terms },
      { label: 'footer.privacy', to: PATHS.privacy },
      { label: 'footer.insurance', to: PATHS.insurance },
      { label: 'footer.cookies', to: PATHS.cookies },
    ],
  },
] as const;

const SOCIAL = [
  { label: 'Facebook', icon: FaFacebookF },
  { label: 'X', icon: FaXTwitter },
  { label: 'Instagram', icon: FaInstagram },
  { label: 'LinkedIn', icon: FaLinkedinIn },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const now = useRenderNow();
  return (
    <Box as="footer" bg="gray.950" color="gray.300" mt="auto">
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="10">
          <Stack gap="4">
            <Logo inverted />
            <Text fontSize="sm" maxW="xs">
              {t('footer.tagline')}
            </Text>
            {/* Spec §2: social icons without targets. */}
            <HStack gap="1">
              {SOCIAL.map(({ label, icon: Icon }) => (
                <IconButton
                  key={label}
                  aria-label={label}
                  variant="ghost"
                  size="sm"
                  color="gray.300"
                  _hover={{ color: 'white', bg: 'whiteAlpha.200' }}
                >
                  <Icon />
                </IconButton>
              ))}
            </HStack>
          </Stack>
          {COLUMNS.map((column) => (
            <Stack key={column.title} gap="3" as="nav" aria-label={t(column.title)}>
              <Text
                fontWeight="semibold"
                color="white"
                textTransform="uppercase"
                fontSize="xs"
                letterSpacing="wider"
              >
                {t(column.title)}
              </Text>
              {column.links.map((link) => (
                <Link key={link.to} asChild fontSize="sm" color="gray.300" _hover={{ color: 'white' }}>
                  <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                </Link>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.200"
          justify="space-between"
          fontSize="xs"
          color="gray.400"
          gap="4"
          wrap="wrap"
        >
          <Text>{t('footer.rights', { year: String(now.getFullYear()) })}</Text>
        </Flex>
      </Container>
    </Box>
  );
}

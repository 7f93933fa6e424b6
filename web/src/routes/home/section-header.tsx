import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** A home section's heading, with an optional "View All" style link on the right. */
export function SectionHeader({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle?: string;
  link?: { to: string; label: string; name: string };
}) {
  return (
    <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
      <Stack gap="1">
        <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          {title}
        </Heading>
        {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
      </Stack>
      {link ? (
        <Button asChild variant="ghost" colorPalette="brand" size="sm">
          <RouterLink to={link.to} aria-label={link.name}>
            {link.label}
            <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      ) : null}
    </HStack>
  );
}

import { Box, HStack, Text } from '@chakra-ui/react';

/** A small koala mark next to the word "KoalaRent". */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box as="span" display="inline-flex" aria-hidden="true">
      <svg width={size} height={size} viewBox="0 0 64 64" role="presentation">
        <rect width="64" height="64" rx="16" fill="#04785a" />
        <circle cx="18" cy="24" r="10" fill="#a7f3d6" />
        <circle cx="46" cy="24" r="10" fill="#a7f3d6" />
        <circle cx="32" cy="36" r="17" fill="#ecfdf7" />
        <ellipse cx="32" cy="40" rx="5.5" ry="7.5" fill="#064e3d" />
        <circle cx="25" cy="31" r="2.5" fill="#064e3d" />
        <circle cx="39" cy="31" r="2.5" fill="#064e3d" />
      </svg>
    </Box>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <HStack gap="2">
      <LogoMark />
      <Text
        as="span"
        fontWeight="extrabold"
        fontSize="xl"
        letterSpacing="tight"
        color={inverted ? 'white' : 'fg'}
      >
        Koala
        <Text as="span" color={inverted ? 'brand.300' : 'brand.fg'}>
          Rent
        </Text>
      </Text>
    </HStack>
  );
}

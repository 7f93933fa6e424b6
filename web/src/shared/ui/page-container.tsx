import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageContainerProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  maxW?: string;
}

/** The standard page frame: a heading block and the page body. */
export function PageContainer({ title, subtitle, children, maxW = '6xl' }: PageContainerProps) {
  return (
    <Container maxW={maxW} py={{ base: '8', md: '12' }}>
      {title ? (
        <Box mb="8">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {subtitle ? (
            <Text mt="2" color="fg.muted" fontSize="lg">
              {subtitle}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {children}
    </Container>
  );
}

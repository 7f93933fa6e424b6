import { Grid, GridItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListingTips } from './listing-tips';

/** The form beside the Listing Tips card (stacked on small screens, tips below the form). */
export function ListingLayout({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8" alignItems="start">
      <GridItem>{children}</GridItem>
      <GridItem position={{ lg: 'sticky' }} top={{ lg: '24' }}>
        <ListingTips />
      </GridItem>
    </Grid>
  );
}

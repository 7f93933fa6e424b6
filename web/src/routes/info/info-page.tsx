import { useQuery } from '@apollo/client/react';
import { Accordion, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { PROTECTION_TERMS_QUERY } from '../../features/rental/graphql/protection-terms.query';
import { useFormat } from '../../shared/i18n/format';
import { PageContainer } from '../../shared/ui/page-container';

/** The information pages linked from the footer whose text is a list of sections (spec §2 route table). */
export const INFO_PAGES = [
  'about',
  'trustSafety',
  'help',
  'terms',
  'privacy',
  'insurance',
  'cookies',
] as const;
export type InfoPageKey = (typeof INFO_PAGES)[number];

/** The help center reads as questions and answers; the other pages as documents. */
const FAQ_LAYOUT: ReadonlySet<InfoPageKey> = new Set(['help']);

interface Section {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** "15 January 2025" in the display language, from the content's ISO date (noon UTC: no day shift). */
export function formatContentDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
}

function SectionBody({ section }: { section: Section }) {
  return (
    <Stack gap="3" color="fg.muted" lineHeight="tall">
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.bullets ? (
        <List.Root ps="5" gap="2">
          {section.bullets.map((bullet) => (
            <List.Item key={bullet}>{bullet}</List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}

/** Values a page's text names (`{{percent}}`): the insurance page's numbers come from the server's configuration. */
type InfoValues = Record<string, string>;

export function InfoPage({ page, values }: { page: InfoPageKey; values?: InfoValues }) {
  const { t, i18n } = useTranslation('pages');
  const content = t(`info.${page}`, { returnObjects: true, ...values }) as {
    title: string;
    lead: string;
    updated: string;
    sections: readonly Section[];
  };
  return (
    <PageContainer title={content.title} subtitle={content.lead} maxW="4xl">
      {content.updated ? (
        <Text fontSize="sm" color="fg.muted" mt="-4" mb="8">
          {t('info.updated', { date: formatContentDate(content.updated, i18n.language) })}
        </Text>
      ) : null}
      {FAQ_LAYOUT.has(page) ? (
        <Accordion.Root collapsible multiple variant="enclosed" defaultValue={['0']}>
          {content.sections.map((section, index) => (
            <Accordion.Item key={section.heading} value={String(index)}>
              <Heading as="h2" size="md">
                <Accordion.ItemTrigger cursor="pointer" fontWeight="semibold">
                  <Box as="span" flex="1" textAlign="start">
                    {section.heading}
                  </Box>
                  <Accordion.ItemIndicator>
                    <LuChevronDown />
                  </Accordion.ItemIndicator>
                </Accordion.ItemTrigger>
              </Heading>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <SectionBody section={section} />
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      ) : (
        <Stack gap="10">
          {content.sections.map((section) => (
            <Stack as="section" key={section.heading} gap="3">
              <Heading as="h2" size="xl">
                {section.heading}
              </Heading>
              <SectionBody section={section} />
            </Stack>
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}

/**
 * Issue 26 §2: /insurance states the protection's fee, minimum and cover as the server applies them (its
 * `protectionTerms`, from the same configuration the bookings worker charges with), never restated in the text.
 */
function InsurancePage() {
  const f = useFormat();
  const { data } = useQuery(PROTECTION_TERMS_QUERY);
  const terms = data?.protectionTerms;
  const amount = (value: number) => f.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const values: InfoValues = terms
    ? { percent: f.number(terms.feePercent), minimum: amount(terms.minimumFee), cap: amount(terms.cap) }
    : { percent: '…', minimum: '…', cap: '…' };
  return <InfoPage page="insurance" values={values} />;
}

const components = new Map<InfoPageKey, ComponentType>();

/** One route component per page, made once, for the route table's lazy loaders. */
export function infoPageComponent(page: InfoPageKey): ComponentType {
  let component = components.get(page);
  if (!component) {
    const Bound: ComponentType = page === 'insurance' ? InsurancePage : () => <InfoPage page={page} />;
    Bound.displayName = `InfoPage(${page})`;
    components.set(page, Bound);
    component = Bound;
  }
  return component;
}

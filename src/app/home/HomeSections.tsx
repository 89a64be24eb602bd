import { Accordion, Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Panel } from '@/design-system';
import type { ReactNode } from 'react';
import { useConfig } from '@/config';
import { useT } from '@/i18n';
import { ContactForm } from './ContactForm';
import { useScrollToHashWhenShown } from '../shell/useAnchorNavigation';

function Section({ id, title, children, muted }: { id: string; title: string; children: ReactNode; muted?: boolean }) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      py={{ base: '10', md: '14' }}
      bg={muted ? 'bg.subtle' : undefined}
      scrollMarginTop="20"
    >
      <Container maxW="7xl">
        <Heading as="h2" id={`${id}-title`} size="2xl" mb="6">
          {title}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}

function InfoCard({ title, text }: { title: string; text: string }) {
  return (
    <Panel.Root>
      <Panel.Title>{title}</Panel.Title>
      <Panel.Body>{text}</Panel.Body>
    </Panel.Root>
  );
}

/** The home page's anchored sections (the product pages rule (rules: product-pages) menu); their copy comes from the operator configuration. */
export function HomeSections() {
  const t = useT();
  const { content } = useConfig();
  useScrollToHashWhenShown();
  return (
    <>
      <Section id="faq" title={t('common.menu.faq')} muted>
        <Accordion.Root collapsible multiple variant="enclosed" bg="bg.panel">
          {content.faq.map((item, index) => (
            <Accordion.Item key={item.question} value={String(index)}>
              <Accordion.ItemTrigger>
                <Heading as="h3" size="md" flex="1" textAlign="start">
                  {item.question}
                </Heading>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{item.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Section>
      <Section id="why-us" title={t('common.menu.whyUs')}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
          {content.whyUs.map((point) => (
            <InfoCard key={point.title} title={point.title} text={point.text} />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="airport-transfers" title={t('common.menu.airportTransfers')} muted>
        <Text mb="6" maxW="3xl">
          {content.airportTransfers.intro}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {content.airportTransfers.airports.map((airport) => (
            <InfoCard key={airport.name} title={airport.name} text={airport.text} />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="contact" title={t('common.menu.contact')}>
        <Text mb="6" maxW="3xl">
          {content.contactUs}
        </Text>
        <ContactForm />
      </Section>
    </>
  );
}

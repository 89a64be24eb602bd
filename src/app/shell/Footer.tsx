import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { pageHref } from '../model/routes';
import { skypeHref, telHref, useConfig } from '@/config';
import { useAnchorNavigation } from './useAnchorNavigation';
import { useTranslator } from '@/i18n';

/**
 * The product pages rule (rules: product-pages): the footer carries the phone number and Contact Us, Conditions of Use and Privacy Notice links; with them
 * the company details of the operator configuration rule (rules: configuration), the Skype id among them when the operator gives one.
 */
export function Footer() {
  const config = useConfig();
  const translator = useTranslator();
  const t = translator.t;
  const skype = skypeHref(config.skypeId);
  const goToAnchor = useAnchorNavigation();
  return (
    <Box as="footer" bg="colorPalette.solid" color="colorPalette.contrast" mt="auto">
      <Container maxW="7xl" py="8">
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" justify="space-between">
          <Stack gap="1">
            <Text fontWeight="bold">{config.company}</Text>
            <Text>{config.address}</Text>
            <Link href={telHref(config.phone)} color="inherit" fontWeight="semibold">
              {t('common.footer.callUsOn', { phone: translator.ltr(config.phone) })}
            </Link>
            <Link href={`mailto:${config.email}`} color="inherit">
              {config.email}
            </Link>
            {skype ? (
              <Link href={skype} color="inherit">
                {t('common.footer.skype', { id: config.skypeId.trim() })}
              </Link>
            ) : null}
          </Stack>
          <Stack as="nav" aria-label={t('common.footer.nav')} gap="2">
            <Link
              href="/#contact"
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                goToAnchor('contact');
              }}
            >
              {t('common.footer.contact')}
            </Link>
            <Link asChild color="inherit">
              <RouterLink to={pageHref('conditions')}>{t('common.footer.conditions')}</RouterLink>
            </Link>
            <Link asChild color="inherit">
              <RouterLink to={pageHref('privacy')}>{t('common.footer.privacy')}</RouterLink>
            </Link>
          </Stack>
          {config.socialLinks.length > 0 ? (
            <Stack as="ul" aria-label={t('common.footer.followUs')} gap="2" listStyleType="none">
              {config.socialLinks.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} color="inherit" rel="noopener noreferrer" target="_blank">
                    {link.name}
                  </Link>
                </li>
              ))}
            </Stack>
          ) : null}
        </Flex>
        <Text mt="6" fontSize="sm">
          {t('common.footer.copyright', { company: config.company })}
        </Text>
      </Container>
    </Box>
  );
}

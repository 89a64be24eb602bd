import { Button, Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { useProfile, useProfileRestored } from '../state/session';
import { openSignIn } from '../state/ui';
import type { CustomerProfile } from '@/shared';

/** User pages (the roles rule, rules: roles) need a signed-in profile: a signed-out visitor is asked to sign in, never shown an error. */
export function RequireProfile({ children }: { children: (profile: CustomerProfile) => ReactNode }) {
  const t = useT();
  const profile = useProfile();
  const restored = useProfileRestored();
  if (profile) return <>{children(profile)}</>;
  if (!restored) return null;
  return (
    <Card.Root maxW="lg" variant="outline">
      <Card.Body gap="4">
        <Text>{t('common.signInPrompt.text')}</Text>
        <Button alignSelf="flex-start" onClick={() => openSignIn('signin', { continueBooking: true })}>
          {t('common.account.signIn')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

import { Fieldset, Stack, Text } from '@chakra-ui/react';
import type { WireBookingPolicy } from '@/api/wire/bookingPolicy';
import { useT } from '@/i18n';
import { NumberBox, Section, type SectionProps } from './FormParts';

/**
 * The after-booking policy customers read in the terms note and the cancel confirmation (the change cut-off and
 * refund tiers rules): until when a booking may be changed, and what a cancellation gives back by hours before.
 */
export function PolicyFields({ settings, errors, change }: SectionProps) {
  const t = useT();
  const policy = settings.bookingpolicy;
  if (!policy) {
    return (
      <Section legend={t('operator.policy.legend')}>
        <Text>{t('operator.policy.none')}</Text>
      </Section>
    );
  }
  const set = (next: Partial<WireBookingPolicy>) => change({ bookingpolicy: { ...policy, ...next } });
  const path = 'configuration.bookingpolicy';
  return (
    <Section legend={t('operator.policy.legend')}>
      <NumberBox
        path={`${path}.changeuntilhours`}
        label={t('operator.policy.changeuntilhours')}
        value={policy.changeuntilhours}
        error={errors[`${path}.changeuntilhours`]}
        onChange={(changeuntilhours) => set({ changeuntilhours: changeuntilhours as number })}
      />
      {Object.entries(policy.refunds).map(([method, tiers]) => (
        <Fieldset.Root key={method} minW="0">
          <Fieldset.Legend>{t('operator.policy.refunds', { method })}</Fieldset.Legend>
          <Stack gap="3">
            {tiers.map((tier, i) => {
              const at = `${path}.refunds.${method}[${i}]`;
              const setTier = (next: Partial<typeof tier>) =>
                set({
                  refunds: { ...policy.refunds, [method]: tiers.map((t, j) => (j === i ? { ...t, ...next } : t)) },
                });
              return (
                <Stack key={i} gap="2">
                  <NumberBox
                    path={`${at}.hoursbefore`}
                    label={t('operator.policy.hoursbefore', { method, number: i + 1 })}
                    value={tier.hoursbefore}
                    error={errors[`${at}.hoursbefore`]}
                    onChange={(hoursbefore) => setTier({ hoursbefore: hoursbefore as number })}
                  />
                  <NumberBox
                    path={`${at}.percent`}
                    label={t('operator.policy.percent', { method, number: i + 1 })}
                    value={tier.percent}
                    error={errors[`${at}.percent`]}
                    onChange={(percent) => setTier({ percent: percent as number })}
                  />
                </Stack>
              );
            })}
          </Stack>
        </Fieldset.Root>
      ))}
    </Section>
  );
}

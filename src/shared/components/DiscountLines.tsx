import { Stack, Text } from '@chakra-ui/react';
import { useT, useTranslator } from '@/i18n';
import { formatMoney } from '../format/money';
import type { PayableTotal } from '../payable';

/**
 * The lines above a total that a promo code changed: the fare before it and what the code took off, in the words
 * step 3 uses ("WELCOME10: £13.04 off"). Nothing without a discount. The total itself stays with its screen.
 */
export function DiscountLines({ payable, currencyCode }: { payable: PayableTotal; currencyCode: string }) {
  const t = useT();
  const { locale } = useTranslator();
  if (payable.discount <= 0) return null;
  return (
    <Stack gap="0" fontSize="sm">
      <Text color="fg.muted" data-testid="fare-before-discount">
        {t('common.discount.fare', { amount: formatMoney(payable.fare, currencyCode, locale) })}
      </Text>
      <Text data-testid="fare-discount">
        {t('common.discount.off', {
          code: payable.promoCode.toUpperCase(),
          amount: formatMoney(payable.discount, currencyCode, locale),
        })}
      </Text>
    </Stack>
  );
}

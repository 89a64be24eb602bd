import { Grid, GridItem, RadioCard } from '@chakra-ui/react';
import { useT } from '@/i18n';
import { PAYMENT_TYPE_LABELS, paymentColumnSpan, type OfferedPaymentType } from '../model/paymentTypes';
import { sayPaymentText } from '../model/paymentText';

/** "Payment method": one card per offered type, 12, 6 or 3 columns wide (the defaults rule, rules: defaults). */
export function PaymentTypeChoice({
  offered,
  value,
  onChange,
  disabled,
}: {
  offered: readonly OfferedPaymentType[];
  value: string;
  onChange: (type: OfferedPaymentType) => void;
  disabled: boolean;
}) {
  const t = useT();
  const span = paymentColumnSpan(offered.length);
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value as OfferedPaymentType);
      }}
      disabled={disabled}
    >
      <RadioCard.Label fontSize="lg" fontWeight="semibold">
        {t('payment.type.legend')}
      </RadioCard.Label>
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="3" data-column-span={span}>
        {offered.map((type) => (
          <GridItem key={type} colSpan={{ base: 12, md: span }}>
            <RadioCard.Item value={type}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemText>{sayPaymentText(PAYMENT_TYPE_LABELS[type], t)}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          </GridItem>
        ))}
      </Grid>
    </RadioCard.Root>
  );
}

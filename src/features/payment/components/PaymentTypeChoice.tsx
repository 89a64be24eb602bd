import { Grid, GridItem, RadioCard } from '@chakra-ui/react';
import { PAYMENT_TYPE_LABELS, paymentColumnSpan, type OfferedPaymentType } from '../model/paymentTypes';

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
        Payment method
      </RadioCard.Label>
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="3" data-column-span={span}>
        {offered.map((type) => (
          <GridItem key={type} colSpan={{ base: 12, md: span }}>
            <RadioCard.Item value={type}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemText>{PAYMENT_TYPE_LABELS[type]}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          </GridItem>
        ))}
      </Grid>
    </RadioCard.Root>
  );
}

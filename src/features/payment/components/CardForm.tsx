import type { ReactNode } from 'react';
import { Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextBox } from '@/design-system';
import { useT } from '@/i18n';
import { expiryMonths, expiryYears, type CardFormValues } from '../model/card';
import { CARD_FIELD_TITLE_IDS, sayPaymentText } from '../model/paymentText';

/** Control ids, so labels, the error summary and tests all point at the same element. */
export const CARD_FIELD_IDS: Record<keyof CardFormValues, string> = {
  cardNumber: 'payment-card-number',
  expiryMonth: 'payment-expiry-month',
  expiryYear: 'payment-expiry-year',
  cvc: 'payment-cvc',
  name: 'payment-name',
  addressLine1: 'payment-address-line1',
  addressLine2: 'payment-address-line2',
  city: 'payment-city',
  postalCode: 'payment-postal-code',
  country: 'payment-country',
};

type TextFieldName = Exclude<keyof CardFormValues, 'expiryMonth' | 'expiryYear'>;
const TEXT_TYPES: Partial<Record<TextFieldName, 'cardnumber' | 'cardcvc' | 'postcode' | 'country'>> = {
  cardNumber: 'cardnumber',
  cvc: 'cardcvc',
  postalCode: 'postcode',
  country: 'country',
};
const AUTOCOMPLETE: Partial<Record<TextFieldName, string>> = {
  name: 'cc-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
};
const OPTIONAL: TextFieldName[] = ['addressLine2', 'country'];

export interface CardFormProps {
  form: UseFormReturn<CardFormValues>;
  now: Date;
  disabled?: boolean;
  /** Off where a dialog titled "Card Details" holds the form: the card fields' group is not titled twice. */
  showTitle?: boolean;
  /** A card provider's own fields (Stripe's card element) in place of number, expiry and CVC. */
  cardFields?: ReactNode;
}

/** The dialogs rule (rules: modals) card details: "Card Details" (number, expiry, CVC) and "Billing Address" (the card details and card fields rules, rules: card-details, card-fields). */
export function CardForm({ form, now, disabled, showTitle = true, cardFields }: CardFormProps) {
  const t = useT();
  const errors = form.formState.errors;
  const errorText = (message: string | undefined) => (message ? sayPaymentText(message, t) : '');
  const text = (name: TextFieldName) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextBox
          label={t(CARD_FIELD_TITLE_IDS[name])}
          id={CARD_FIELD_IDS[name]}
          type={TEXT_TYPES[name] ?? 'text'}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          required={!OPTIONAL.includes(name)}
          // The form's own rules speak for the field; an empty string means "no error" to TextBox.
          error={errorText(errors[name]?.message)}
          autoComplete={AUTOCOMPLETE[name]}
          disabled={disabled}
        />
      )}
    />
  );
  const select = (name: 'expiryMonth' | 'expiryYear', options: string[], placeholder: string) => (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field
        id={CARD_FIELD_IDS[name]}
        aria-label={t(CARD_FIELD_TITLE_IDS[name])}
        aria-invalid={Boolean(errors.expiryMonth) || undefined}
        aria-describedby={errors.expiryMonth ? 'payment-expiry-error' : undefined}
        autoComplete={name === 'expiryMonth' ? 'cc-exp-month' : 'cc-exp-year'}
        {...form.register(name)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Stack gap="6">
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontSize="lg" fontWeight="semibold" srOnly={!showTitle}>
          {t('payment.card.title')}
        </Fieldset.Legend>
        <Fieldset.Content>
          {cardFields ?? (
            <>
              {text('cardNumber')}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <Fieldset.Root invalid={Boolean(errors.expiryMonth)}>
                  <Fieldset.Legend fontSize="sm" fontWeight="medium">
                    {t('payment.card.expiry')}{' '}
                    <Text as="span" color="fg.error" aria-hidden="true">
                      *
                    </Text>
                  </Fieldset.Legend>
                  <SimpleGrid columns={2} gap="2" width="full">
                    {select('expiryMonth', expiryMonths(), t('payment.card.month'))}
                    {select('expiryYear', expiryYears(now), t('payment.card.year'))}
                  </SimpleGrid>
                  {errors.expiryMonth ? (
                    <Text id="payment-expiry-error" color="fg.error" textStyle="sm" aria-live="polite">
                      {errorText(errors.expiryMonth.message)}
                    </Text>
                  ) : null}
                </Fieldset.Root>
                {text('cvc')}
              </SimpleGrid>
            </>
          )}
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root disabled={disabled}>
        <Fieldset.Legend fontSize="lg" fontWeight="semibold">
          {t('payment.card.billingAddress')}
        </Fieldset.Legend>
        <Fieldset.Content>
          {text('name')}
          {text('addressLine1')}
          {text('addressLine2')}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {text('city')}
            {text('postalCode')}
          </SimpleGrid>
          {text('country')}
        </Fieldset.Content>
      </Fieldset.Root>
    </Stack>
  );
}

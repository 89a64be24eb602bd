import { Checkbox, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { DEFAULT_PHONE_COUNTRY, loadPhoneLibrary, TextBox, type TextBoxType } from '@/design-system';
import { useT } from '@/i18n';
import { CONTACT_TITLES, CUSTOMER_TITLES, contactFieldId, type ContactSection } from '../../model/contact';
import type { ContactFormValues } from '../../model/contactForm';

type Section = 'contact' | 'customer';
const sectionOf = (section: Section): ContactSection => (section === 'customer' ? 'customer' : 'passenger');

/** The order the error summary names fields in: the customer tab first, as the checks run (the wizard steps rule, rules: wizard-steps). */
export const SUMMARY_ORDER = (['customer', 'contact'] as const).flatMap((section) =>
  ['firstName', 'lastName', 'email', 'phone', 'costCentre', 'password'].map((field) => ({
    section,
    field,
    fieldId: contactFieldId(sectionOf(section), field),
  })),
);

interface PersonFieldsProps {
  form: UseFormReturn<ContactFormValues>;
  section: Section;
  /** Signed-in non-bookers see their profile's details, not editable (the locked contact rule, rules: contact-locked). */
  locked: boolean;
  emailRequired: boolean;
  /** Guests may ask for an account with the booking. */
  showAccount: boolean;
  /** Errors from outside the form by field id (the booking's checks, when the fields are in the page). */
  errorOf?: (fieldId: string) => string;
  /** The booker's account requires a cost centre (the customer section's). */
  costCentreRequired?: boolean;
}

export function PersonFields(props: PersonFieldsProps) {
  const { form, section, locked, emailRequired, showAccount, errorOf, costCentreRequired = false } = props;
  const t = useT();
  const titles = section === 'customer' ? CUSTOMER_TITLES : CONTACT_TITLES;
  const asAccount = useWatch({ control: form.control, name: 'contact.asAccount' });
  const dialingCode = useWatch({ control: form.control, name: `${section}.dialingCode` });
  const [country, setCountry] = useState(DEFAULT_PHONE_COUNTRY.code);

  // The booking keeps the dialing code only; the picker shows the first country that uses it.
  useEffect(() => {
    if (dialingCode === `+${DEFAULT_PHONE_COUNTRY.dialCode}`) return;
    let active = true;
    void loadPhoneLibrary().then(({ countries }) => {
      const match = countries.find((c) => `+${c.dialCode}` === dialingCode);
      if (active && match)
        setCountry((current) =>
          countries.find((c) => c.code === current)?.dialCode === match.dialCode ? current : match.code,
        );
    });
    return () => {
      active = false;
    };
  }, [dialingCode]);

  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password',
    type: TextBoxType,
    required: boolean,
    autoComplete?: string,
  ) => (
    <Controller
      control={form.control}
      name={`${section}.${field}` as Path<ContactFormValues>}
      render={({ field: control, fieldState }) => (
        <TextBox
          id={contactFieldId(sectionOf(section), field)}
          label={t(titles[field as keyof typeof titles] ?? CONTACT_TITLES[field])}
          type={type}
          name={control.name}
          value={String(control.value ?? '')}
          onChange={control.onChange}
          onBlur={control.onBlur}
          ref={control.ref}
          required={required}
          disabled={locked}
          error={errorOf ? errorOf(contactFieldId(sectionOf(section), field)) : (fieldState.error?.message ?? '')}
          autoComplete={autoComplete}
          phoneCountry={type === 'phone' ? country : undefined}
          onPhoneCountryChange={(code, dial) => {
            setCountry(code);
            form.setValue(`${section}.dialingCode`, `+${dial}`);
          }}
        />
      )}
    />
  );

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {text('firstName', 'text', true, section === 'contact' ? 'given-name' : 'off')}
        {text('lastName', 'text', false, section === 'contact' ? 'family-name' : 'off')}
      </SimpleGrid>
      {text('email', 'email', emailRequired, section === 'contact' ? 'email' : 'off')}
      {text('phone', 'phone', true, section === 'contact' ? 'tel-national' : 'off')}
      {section === 'customer'
        ? (['ourRef', 'costCentre'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={`customer.${name}`}
              render={({ field, fieldState }) => (
                <TextBox
                  id={contactFieldId('customer', name)}
                  label={t(CUSTOMER_TITLES[name])}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  maxLength={50}
                  required={name === 'costCentre' && costCentreRequired}
                  error={errorOf ? errorOf(contactFieldId('customer', name)) : (fieldState.error?.message ?? '')}
                />
              )}
            />
          ))
        : null}
      {showAccount && section === 'contact' ? (
        <Controller
          control={form.control}
          name="contact.asAccount"
          render={({ field }) => (
            <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(e) => field.onChange(e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('booking.contact.createAccount')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      ) : null}
      {showAccount && section === 'contact' && asAccount ? text('password', 'password', true, 'new-password') : null}
    </Stack>
  );
}

/** "Use my details" and "Use customer details" (the locked contact rule, rules: contact-locked): ticking copies the values once. */
export function CopyBox({ label, onChecked }: { label: string; onChecked: (checked: boolean) => void }) {
  return (
    <Checkbox.Root onCheckedChange={(e) => onChecked(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

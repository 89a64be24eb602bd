import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { hashPassword } from '@/api';
import { useT } from '@/i18n';
import {
  detailsFromProfile,
  isBookerProfile,
  isContactLocked,
  passengerFromCustomer,
  type CustomerProfile,
} from '../../model/contact';
import { contactFormDefaults, type ContactFormValues } from '../../model/contactForm';
import type { BookingContact } from '../../model/draft';
import { useBooking, useBookingStore } from '../../state/bookingStore';
import { keepTypedContact, savePasswordHash } from '../../state/customerActions';
import { CopyBox, PersonFields } from './PersonFields';

export interface ContactFieldsProps {
  profile: CustomerProfile | undefined;
  allowGuest: boolean;
  /** The booking's checks by field id, as they stand (useBookingFlow): shown beside the fields. */
  errors: Readonly<Record<string, string>>;
  /** The guest's "Already a member?" link (the dialogs rule, rules: modals). */
  onSignIn: () => void;
}

const PEOPLE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'dialingCode'] as const;

/** Whether the form shows the people the booking holds (a sign-in, a sign-out or a restore changes them). */
function samePeople(shown: ContactFormValues, held: ContactFormValues, booker: boolean): boolean {
  const same = <T,>(a: T, b: T, keys: readonly (keyof T)[]) => keys.every((key) => a[key] === b[key]);
  return (
    same(shown.contact, held.contact, [...PEOPLE_FIELDS, 'asAccount']) &&
    (!booker || same(shown.customer, held.customer, [...PEOPLE_FIELDS, 'ourRef', 'costCentre']))
  );
}

/**
 * The contact (the locked contact rule, rules: contact-locked) in the page, for a template whose contact popup is off (the sign-in hand-off rule, rules: sign-in-handoff): the Contact dialog's fields, a
 * booker's customer above the main passenger, each change kept in the booking as typed. The booking's checks
 * (useBookingFlow) show beside them and in the template's error summary.
 */
export function ContactFields({ profile, allowGuest, errors, onSignIn }: ContactFieldsProps) {
  const t = useT();
  const store = useBookingStore();
  const draft = useBooking();
  const booker = isBookerProfile(profile);
  const held = contactFormDefaults(draft.contact as BookingContact, draft.customer as BookingContact | null, profile);
  const form = useForm<ContactFormValues>({ defaultValues: held });
  const customerHeading = useId();
  const passengerHeading = useId();

  useEffect(() => {
    let typed = 0;
    const subscription = form.watch((_values, { name }) => {
      // A reset shows the booking's people; only a change made here goes back to it.
      if (!name) return;
      const { contact, customer } = form.getValues();
      keepTypedContact(store, contact, booker ? customer : null);
      const asked = ++typed;
      if (contact.asAccount && contact.password)
        void hashPassword(contact.password).then((hash) => asked === typed && savePasswordHash(store, hash));
    });
    return () => subscription.unsubscribe();
  }, [form, store, booker]);

  // People changed elsewhere (a sign-in fills a locked contact, a sign-out clears it, a restore brings them back).
  useEffect(() => {
    const shown = form.getValues();
    if (!samePeople(shown, held, booker))
      form.reset({ ...held, contact: { ...held.contact, password: shown.contact.password } });
    // held is remade each render from these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.contact, draft.customer, profile?.id, booker]);

  const errorOf = (fieldId: string) => errors[fieldId] ?? '';
  const copyMyDetails = (checked: boolean, section: 'contact' | 'customer') => {
    if (!checked || !profile) return;
    for (const [key, value] of Object.entries(detailsFromProfile(profile)))
      form.setValue(`${section}.${key as (typeof PEOPLE_FIELDS)[number]}`, value);
  };
  const copyCustomerDetails = (checked: boolean) => {
    if (!checked) return;
    const copied = passengerFromCustomer(form.getValues('customer'), form.getValues('contact'));
    for (const key of PEOPLE_FIELDS) form.setValue(`contact.${key}`, copied[key]);
  };

  return (
    <Stack gap="6">
      {!profile ? (
        <HStack gap="2">
          <Text>{t('booking.contact.alreadyMember')}</Text>
          <Button variant="plain" color="colorPalette.fg" textDecoration="underline" px="0" onClick={onSignIn}>
            {t('booking.contact.signIn')}
          </Button>
        </HStack>
      ) : null}
      {booker ? (
        <Stack gap="4" role="group" aria-labelledby={customerHeading}>
          <Heading as="h3" size="md" id={customerHeading}>
            {t('booking.customer.customer')}
          </Heading>
          <CopyBox
            label={t('booking.contact.useMyDetails')}
            onChecked={(checked) => copyMyDetails(checked, 'customer')}
          />
          <PersonFields
            form={form}
            section="customer"
            locked={false}
            emailRequired={false}
            showAccount={false}
            errorOf={errorOf}
            costCentreRequired={profile?.costCentreRequired}
          />
        </Stack>
      ) : null}
      <Stack gap="4" role="group" aria-labelledby={passengerHeading}>
        <Heading as="h3" size="md" id={passengerHeading}>
          {t('booking.customer.mainPassenger')}
        </Heading>
        {booker ? <CopyBox label={t('booking.contact.useCustomerDetails')} onChecked={copyCustomerDetails} /> : null}
        {booker ? (
          <CopyBox
            label={t('booking.contact.useMyDetails')}
            onChecked={(checked) => copyMyDetails(checked, 'contact')}
          />
        ) : null}
        <PersonFields
          form={form}
          section="contact"
          locked={isContactLocked(profile)}
          emailRequired={!profile && allowGuest}
          showAccount={!profile}
          errorOf={errorOf}
        />
      </Stack>
    </Stack>
  );
}

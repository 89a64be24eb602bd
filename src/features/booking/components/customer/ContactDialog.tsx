import { Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { hashPassword } from '@/api';
import { FormDialog, loadPhoneLibrary, type ErrorSummaryItem } from '@/design-system';
import { useT } from '@/i18n';
import type { BookingContact } from '../../model/draft';
import {
  detailsFromProfile,
  isBookerProfile,
  isContactLocked,
  messageOnTab,
  passengerFromCustomer,
  type ContactError,
  type ContactSection,
  type ContactValues,
  type CustomerProfile,
  type CustomerValues,
} from '../../model/contact';
import { contactFormDefaults, contactFormSchema, type ContactFormValues } from '../../model/contactForm';
import { CopyBox, PersonFields, SUMMARY_ORDER } from './PersonFields';

export interface ContactDialogProps {
  open: boolean;
  onClose: () => void;
  contact: BookingContact;
  customer: BookingContact | null;
  profile: CustomerProfile | undefined;
  allowGuest: boolean;
  /** The tab to show first; a failed check names it (the valid booking rule, rules: booking-valid). */
  initialTab?: ContactSection;
  /** Errors a step check found; shown at once. */
  flagged?: readonly ContactError[];
  onSave: (contact: ContactValues, customer: CustomerValues | null, passwordHash: string) => void;
  /** The guest's "Already a member?" link (the dialogs rule, rules: modals). */
  onSignIn: () => void;
}

/** The locked contact rule (rules: contact-locked): Customer and Main Passenger tabs for bookers with Our Ref, a single Main Passenger header otherwise. */
export function ContactDialog(props: ContactDialogProps) {
  const { open, onClose, profile, allowGuest } = props;
  const t = useT();
  const booker = isBookerProfile(profile);
  const locked = isContactLocked(profile);
  const [library, setLibrary] = useState<Awaited<ReturnType<typeof loadPhoneLibrary>> | null>(null);
  const rules = useRef({ profile, allowGuest, isValidInternational: library?.isValidPhoneNumber, t });
  rules.current = { profile, allowGuest, isValidInternational: library?.isValidPhoneNumber, t };
  const schema = useMemo(() => contactFormSchema(() => rules.current), []);
  const form = useForm<ContactFormValues>({
    resolver: yupResolver(schema) as never,
    defaultValues: contactFormDefaults(props.contact, props.customer, profile),
  });
  const [tab, setTab] = useState<ContactSection>(props.initialTab ?? (booker ? 'customer' : 'passenger'));
  const [saving, setSaving] = useState(false);
  const [summary, setSummary] = useState<ErrorSummaryItem[]>([]);
  // The hidden-tab rule: a booker's summary says which tab each field is on, and its link shows that tab.
  const summaryItem = (fieldId: string, message: string): ErrorSummaryItem => {
    const section = fieldId.startsWith('customer-') ? 'customer' : 'passenger';
    return booker
      ? { fieldId, message: messageOnTab(t, message, section), reveal: () => setTab(section) }
      : { fieldId, message };
  };

  useEffect(() => {
    if (!open) return;
    let active = true;
    void loadPhoneLibrary().then((loaded) => active && setLibrary(loaded));
    return () => {
      active = false;
    };
  }, [open]);

  // Each opening starts from the booking as it is now, on the tab a failed check asked for.
  const flaggedCount = props.flagged?.length ?? 0;
  useEffect(() => {
    if (!open) return;
    form.reset(contactFormDefaults(props.contact, props.customer, profile));
    setTab(props.initialTab ?? (booker ? 'customer' : 'passenger'));
    // The summary names fields in the order the form shows them.
    const position = (fieldId: string) => SUMMARY_ORDER.findIndex((item) => item.fieldId === fieldId);
    setSummary(
      [...(props.flagged ?? [])]
        .sort((a, b) => position(a.fieldId) - position(b.fieldId))
        .map(({ fieldId, message }) => summaryItem(fieldId, message)),
    );
    if (flaggedCount > 0) void form.trigger();
    // Only a new opening resets the form; typing must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, profile?.id]);

  // The summary is taken at submit (GOV.UK): rebuilding it while someone types would move their focus to it.
  const summaryOf = (errors: FieldErrors<ContactFormValues>) =>
    SUMMARY_ORDER.flatMap(({ section, field, fieldId }) => {
      const message = (errors as Record<string, Record<string, { message?: string }> | undefined>)[section]?.[field]
        ?.message;
      return typeof message === 'string' ? [summaryItem(fieldId, message)] : [];
    });

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      async (values) => {
        setSaving(true);
        try {
          const wantsAccount = !profile && values.contact.asAccount && values.contact.password !== '';
          const hash = wantsAccount ? await hashPassword(values.contact.password) : '';
          props.onSave(values.contact, booker ? values.customer : null, hash);
          setSummary([]);
          onClose();
        } finally {
          setSaving(false);
        }
      },
      (failed) => {
        setSummary(summaryOf(failed));
        // The valid booking rule (rules: booking-valid): a failed section switches to its tab.
        if (booker) setTab(failed.customer ? 'customer' : 'passenger');
      },
    )(event);

  const copyMyDetails = (checked: boolean, section: 'contact' | 'customer') => {
    if (!checked || !profile) return;
    const details = detailsFromProfile(profile);
    for (const [key, value] of Object.entries(details))
      form.setValue(`${section}.${key as keyof typeof details}`, value, { shouldValidate: summary.length > 0 });
  };
  const copyCustomerDetails = (checked: boolean) => {
    if (!checked) return;
    const copied = passengerFromCustomer(form.getValues('customer'), form.getValues('contact'));
    form.reset({ ...form.getValues(), contact: copied }, { keepSubmitCount: true, keepErrors: true });
    if (summary.length > 0) void form.trigger('contact');
  };

  const passenger = (
    <Stack gap="4">
      {booker ? <CopyBox label={t('booking.contact.useCustomerDetails')} onChecked={copyCustomerDetails} /> : null}
      {booker ? (
        <CopyBox label={t('booking.contact.useMyDetails')} onChecked={(checked) => copyMyDetails(checked, 'contact')} />
      ) : null}
      <PersonFields
        form={form}
        section="contact"
        locked={locked}
        emailRequired={!profile && allowGuest}
        showAccount={!profile}
      />
    </Stack>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(booker ? 'booking.contact.contactDetails' : 'booking.customer.mainPassenger')}
      onSubmit={submit}
      busy={saving}
      busyLabel={t('booking.contact.saving')}
      errors={summary}
    >
      <Stack gap="4">
        {!profile ? (
          <HStack gap="2">
            <Text>{t('booking.contact.alreadyMember')}</Text>
            <Button variant="plain" color="colorPalette.fg" textDecoration="underline" px="0" onClick={props.onSignIn}>
              {t('booking.contact.signIn')}
            </Button>
          </HStack>
        ) : null}
        {booker ? (
          <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as ContactSection)} variant="line" fitted>
            <Tabs.List>
              <Tabs.Trigger value="customer">{t('booking.customer.customer')}</Tabs.Trigger>
              <Tabs.Trigger value="passenger">{t('booking.customer.mainPassenger')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="customer">
              <Stack gap="4">
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
                  costCentreRequired={profile?.costCentreRequired}
                />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="passenger">{passenger}</Tabs.Content>
          </Tabs.Root>
        ) : (
          passenger
        )}
      </Stack>
    </FormDialog>
  );
}

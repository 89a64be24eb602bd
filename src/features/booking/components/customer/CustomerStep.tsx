import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { EmailText, Panel, TEXT_MAX_LENGTH, TextBox } from '@/design-system';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { snapshot } from 'valtio';
import { useConfig } from '@/config';
import { useTranslator, type MessageId } from '@/i18n';
import { contactName, contactSummaryLines, isBookerProfile, isContactLocked } from '../../model/contact';
import { needsFlight, type FlightKind } from '../../model/customerStep';
import type { BookingContact, BookingDraft, BookingFlight } from '../../model/draft';
import { flightAirports, flightPickupTimes, flightSummary } from '../../model/flightContext';
import { formatMoney } from '@/shared';
import { payableTotalOf } from '../../model/payable';
import { promoRequest } from '../../model/promo';
import { FareSummary } from '../FareSummary';
import { FlightChecks } from '../journey/FlightChecks';
import { useBooking, useBookingStore } from '../../state/bookingStore';
import {
  applyPromo,
  earliestFlightPickupFor,
  requestSignIn,
  saveContact,
  saveFlight,
  saveNote,
} from '../../state/customerActions';
import type { CustomerStepFlow } from '../../model/customerStepFlow';
import {
  closeCustomerDialog,
  openContactDialog,
  openCustomerDialog,
  openFlightDialog,
  useCustomerUi,
} from '../../state/customerUi';

// The dialogs (forms, yup, the phone metadata) load when first opened.
const ContactDialog = lazy(() => import('./ContactDialog').then((m) => ({ default: m.ContactDialog })));
const NoteDialog = lazy(() => import('./NoteDialog').then((m) => ({ default: m.NoteDialog })));
const PromoDialog = lazy(() => import('./PromoDialog').then((m) => ({ default: m.PromoDialog })));
// The contact's fields in the page (its popup off) load with the form library, as the dialog does.
// A promotion link's mailing lists (the small records rule, rules: other-entities): only bookings such a link opened load the offer.
const MailingListOffer = lazy(() => import('./MailingListOffer').then((m) => ({ default: m.MailingListOffer })));
const ContactFields = lazy(() => import('./ContactFields').then((m) => ({ default: m.ContactFields })));

export interface CustomerStepProps {
  /** From useBookingFlow: the people, sign-in (the sign-in hand-off rule, rules: sign-in-handoff), and where Next and a resumed sign-in go. */
  flow: CustomerStepFlow;
}

/**
 * The customer step (the wizard layout rule, rules: wizard-layout): contact, flight, note to driver and promo code, each edited in its dialog, or the
 * contact's and the note's fields in the page where the template turns their popups off (the sign-in hand-off rule, rules: sign-in-handoff).
 */
export function CustomerStep({ flow }: CustomerStepProps) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const flightSettings = { zone: config.timeZone, minLeadTime: config.minLeadTime };
  const store = useBookingStore();
  const draft = useBooking();
  const ui = useCustomerUi();
  const { profile, openSignIn } = flow;
  const booker = isBookerProfile(profile);

  const signIn = () => {
    closeCustomerDialog(store);
    requestSignIn(store, 'EDIT_CONTACT', openSignIn);
  };
  const flights = (['onward', 'return'] as FlightKind[]).filter(
    (kind) => flow.flightsInDialog && needsFlight(draft, kind),
  );

  return (
    <Stack gap="5" data-testid="customer-step">
      <Heading as="h2" size="lg">
        {t('booking.customer.heading')}
      </Heading>
      {!profile && !config.allowGuest ? (
        <HStack gap="3" wrap="wrap">
          <Text>{t('booking.customer.signInToBook')}</Text>
          <Button size="sm" onClick={() => requestSignIn(store, 'EDIT_CONTACT', openSignIn)}>
            {t('booking.customer.signInButton')}
          </Button>
        </HStack>
      ) : null}
      {flow.popups.contact ? (
        <>
          {booker ? (
            <PersonSummary who="customer" person={draft.customer} onEdit={() => openContactDialog(store, 'customer')} />
          ) : null}
          <PersonSummary
            who="passenger"
            person={draft.contact}
            locked={isContactLocked(profile)}
            onEdit={() => openContactDialog(store, 'passenger')}
          />
        </>
      ) : (
        // The contact popup is off (the sign-in hand-off rule, rules: sign-in-handoff): its fields are in the page, kept in the booking as typed.
        <Suspense fallback={null}>
          <ContactFields profile={profile} allowGuest={config.allowGuest} errors={flow.errors} onSignIn={signIn} />
        </Suspense>
      )}
      {profile && !booker && draft.offeredMailingLists?.length ? (
        // Beside the contact, for a customer booking for themselves: not a guest or a booker (model/mailingLists).
        <Suspense fallback={null}>
          <MailingListOffer lists={draft.offeredMailingLists} customerId={profile.id} />
        </Suspense>
      ) : null}
      {flights.map((kind) => (
        <Fragment key={kind}>
          <Section
            title={t(kind === 'onward' ? 'booking.field.flight' : 'booking.field.returnFlight')}
            text={flightSummary(kind === 'onward' ? draft.flight : draft.returnFlight, config.timeZone, t, locale)}
            action={t(
              (kind === 'onward' ? draft.flight : draft.returnFlight)
                ? 'booking.customer.editFlight'
                : 'booking.customer.addFlight',
            )}
            onAction={() => openFlightDialog(store, kind)}
          />
          <FlightChecks quotation={draft.quotation} kind={kind} />
        </Fragment>
      ))}
      {flow.popups.noteToDriver ? (
        <Section
          title={t('booking.customer.note')}
          text={draft.note || t('booking.customer.noNote')}
          action={t(draft.note ? 'booking.customer.editNote' : 'booking.customer.addNote')}
          onAction={() => openCustomerDialog(store, 'note')}
        />
      ) : (
        // The note-to-driver popup is off (the sign-in hand-off rule, rules: sign-in-handoff): its field is in the page, kept as typed.
        <TextBox
          id="booking-note"
          label={t('booking.customer.note')}
          type="textarea"
          value={draft.note}
          maxLength={TEXT_MAX_LENGTH}
          onChange={(note) => (store.draft.note = note)}
          helperText={t('booking.customer.noteHelp')}
        />
      )}
      <Section
        title={t('booking.customer.promo')}
        text={
          draft.promo
            ? t('booking.customer.promoSummary', {
                code: draft.promo.code.toUpperCase(),
                amount: formatMoney(
                  payableTotalOf(draft).discount,
                  draft.quotation?.currencyCode || config.currencyCode,
                  locale,
                ),
              })
            : t('booking.customer.noPromo')
        }
        action={t(draft.promo ? 'booking.customer.removePromo' : 'booking.customer.addPromo')}
        onAction={() => (draft.promo ? applyPromo(store, null) : openCustomerDialog(store, 'promo'))}
      />
      {/* The total as it stands with the promo code, before the payment step charges it. */}
      <FareSummary />
      {flow.showNext ? (
        <HStack justify="flex-end">
          <Button onClick={flow.onNext}>{t('booking.customer.next')}</Button>
        </HStack>
      ) : null}

      <Suspense fallback={null}>
        {ui.dialog === 'contact' ? (
          <ContactDialog
            open
            onClose={() => closeCustomerDialog(store, 'contact')}
            contact={draft.contact as BookingContact}
            customer={draft.customer as BookingContact | null}
            profile={profile}
            allowGuest={config.allowGuest}
            initialTab={ui.contactTab}
            flagged={ui.flagged}
            onSave={(contact, customer, hash) => {
              saveContact(store, contact, customer, hash);
              flow.onPopupSaved();
            }}
            onSignIn={signIn}
          />
        ) : null}
        {ui.dialog === 'note' ? (
          <NoteDialog
            open
            note={draft.note}
            onSave={(note) => {
              saveNote(store, note);
              flow.onPopupSaved();
            }}
            onClose={() => closeCustomerDialog(store, 'note')}
          />
        ) : null}
        {ui.dialog === 'promo' ? (
          <PromoDialog
            open
            currencyCode={draft.quotation?.currencyCode || config.currencyCode}
            offeredCode={draft.offeredPromoCode}
            requestFor={(code) =>
              promoRequest(code, snapshot(store.draft) as BookingDraft, config.currencyCode, profile?.id)
            }
            onApplied={(promo) => applyPromo(store, promo)}
            onClose={() => closeCustomerDialog(store, 'promo')}
          />
        ) : null}
        {ui.dialog === 'flight' && flow.flights ? (
          <flow.flights.Dialog
            kind={ui.flight}
            needed={flights}
            flights={{ onward: draft.flight, return: draft.returnFlight } as Record<FlightKind, BookingFlight | null>}
            airports={flightAirports(draft)}
            pickupTimes={flightPickupTimes(draft)}
            variant={flow.flightVariant}
            timeZone={config.timeZone}
            passengerName={contactName(draft.contact)}
            earliestBookable={{ onward: earliestFlightPickupFor(store, flightSettings) }}
            onSave={(kind, flight) => saveFlight(store, kind, flight, flightSettings)}
            onDone={() => {
              // A pending target waiting on these flights carries on (the sign-in hand-off rule, rules: sign-in-handoff).
              flow.onPopupSaved();
              closeCustomerDialog(store, 'flight');
            }}
            onClose={() => closeCustomerDialog(store, 'flight')}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

const PERSON_TITLES: Record<'customer' | 'passenger', MessageId> = {
  customer: 'booking.customer.customer',
  passenger: 'booking.customer.mainPassenger',
};

function PersonSummary({
  who,
  person,
  locked,
  onEdit,
}: {
  who: 'customer' | 'passenger';
  person: Readonly<BookingContact> | null;
  locked?: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslator();
  const lines = person ? contactSummaryLines(person, t) : [];
  return (
    <Section
      title={t(PERSON_TITLES[who])}
      text={
        lines.length
          ? lines.map((line, index) => (
              <Fragment key={index}>
                {index > 0 ? ' · ' : null}
                {line === person?.email ? <EmailText address={line} /> : line}
              </Fragment>
            ))
          : t('booking.customer.addPerson', { who })
      }
      action={t('booking.customer.personAction', { who, action: locked ? 'view' : lines.length ? 'edit' : 'add' })}
      onAction={onEdit}
    />
  );
}

function Section({
  title,
  text,
  action,
  onAction,
}: {
  title: string;
  text: ReactNode;
  action: string;
  onAction: () => void;
}) {
  return (
    <Panel.Root size="sm">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1" minW="12rem">
          <Panel.Title>{title}</Panel.Title>
          <Panel.Body>{text}</Panel.Body>
        </Stack>
        <Button size="sm" variant="outline" onClick={onAction}>
          {action}
        </Button>
      </HStack>
    </Panel.Root>
  );
}

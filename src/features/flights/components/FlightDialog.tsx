import { Button, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '@/design-system';
import { useT } from '@/i18n';
import {
  flightFormValues,
  flightFromForm,
  hasFlightAnswer,
  validateFlightForm,
  type FlightDetails,
  type FlightFormValues,
  type FlightVariant,
  type LandingAirport,
} from '../model/flightForm';
import { openingTab, tabAfterSubmit, TAB_LABELS, type FlightKind } from '../model/tabs';
import { applyChosenFlight, applyManualFlight } from '../model/finder';
import { FlightFinder } from './FlightFinder';
import { FlightForm, flightFieldIds } from './FlightForm';

export interface FlightDialogProps {
  kind: FlightKind;
  needed: readonly FlightKind[];
  flights: Readonly<Record<FlightKind, Readonly<FlightDetails> | null>>;
  airports: Readonly<Record<FlightKind, LandingAirport | null>>;
  pickupTimes: Readonly<Record<FlightKind, string>>;
  variant: FlightVariant;
  timeZone: string;
  /** The passenger's name: the meet-and-greet sign's default. */
  passengerName: string;
  onSave: (kind: FlightKind, flight: FlightDetails) => void;
  onDone: () => void;
  onClose: () => void;
  /** Each journey's earliest pick-up (ISO, '' when none applies): the timeline never shows a pick-up before it. */
  earliestBookable?: Readonly<Partial<Record<FlightKind, string>>>;
}

const TITLES = { onward: 'flights.dialog.onward', return: 'flights.dialog.return' } as const;

/**
 * The flight details dialog (the dialogs, flight dialog and flight required rules, rules: modals, flight-dialog, flight-required): a tab for each flight the journey needs. Submitting a tab saves it and
 * moves to the other tab if that still needs details; otherwise the dialog closes and the booking carries on. The
 * flight finder opens over the form and fills it when a flight is chosen.
 */
export function FlightDialog({
  kind,
  needed,
  flights,
  airports,
  pickupTimes,
  variant,
  timeZone,
  passengerName,
  onSave,
  onDone,
  onClose,
  earliestBookable,
}: FlightDialogProps) {
  const t = useT();
  const [tab, setTab] = useState<FlightKind>(() => openingTab(kind, needed));
  const [values, setValues] = useState<Record<FlightKind, FlightFormValues>>(() => ({
    onward: flightFormValues(flights.onward),
    return: flightFormValues(flights.return),
  }));
  const [submitted, setSubmitted] = useState<Record<FlightKind, boolean>>({ onward: false, return: false });
  const [finding, setFinding] = useState(false);
  const [saved, setSaved] = useState<Record<FlightKind, boolean>>({ onward: false, return: false });

  const current = values[tab];
  const errors = submitted[tab] ? validateFlightForm(current, variant, t) : {};
  const ids = flightFieldIds(`flight-${tab}`);
  const summary = (['number', 'arrivingFrom', 'noDetails'] as const).flatMap((name) =>
    errors[name] ? [{ fieldId: ids[name], message: errors[name] }] : [],
  );
  const change = (next: FlightFormValues) => setValues((all) => ({ ...all, [tab]: next }));

  const submit = () => {
    setSubmitted((all) => ({ ...all, [tab]: true }));
    if (Object.keys(validateFlightForm(current, variant, t)).length > 0) return;
    const flight = flightFromForm(current, variant);
    onSave(tab, flight);
    // What this dialog saved counts at once: the booking's copy comes back with the next render.
    const nowSaved = { ...saved, [tab]: true };
    setSaved(nowSaved);
    const answered = {
      onward: nowSaved.onward || hasFlightAnswer(flights.onward),
      return: nowSaved.return || hasFlightAnswer(flights.return),
    };
    const next = tabAfterSubmit(tab, needed, answered);
    if (next) setTab(next);
    else onDone();
  };

  const airport = airports[tab];
  if (finding && airport) {
    // The finder takes the dialog's place (one dialog, so focus stays inside it), and gives it back when done.
    // Escape or its close button leave the finder only (issue 29): the flight dialog comes back with what was typed.
    // A FormDialog here, not FlightFinderDialog: the same element type keeps the one dialog open as its content
    // changes; another component type would close the flight dialog and open none (flights.spec).
    return (
      <FormDialog
        open
        title={t('flights.finder.title')}
        onClose={() => setFinding(false)}
        actions={
          <Button variant="outline" onClick={() => setFinding(false)}>
            {t('flights.finder.back')}
          </Button>
        }
      >
        <FlightFinder
          idPrefix={`flight-${tab}`}
          airport={airport}
          around={pickupTimes[tab]}
          timeZone={timeZone}
          onChoose={(found) => {
            change(applyChosenFlight(current, found));
            setFinding(false);
          }}
          onManual={(number) => {
            change(applyManualFlight(current, number));
            setFinding(false);
          }}
        />
      </FormDialog>
    );
  }

  const form = (
    <FlightForm
      idPrefix={`flight-${tab}`}
      variant={variant}
      values={current}
      onChange={change}
      errors={errors}
      timeZone={timeZone}
      passengerName={passengerName}
      onFind={airport ? () => setFinding(true) : undefined}
      earliestBookable={earliestBookable?.[tab] || undefined}
    />
  );
  return (
    <FormDialog
      open
      title={t(TITLES[tab])}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      errors={summary.length > 0 ? summary : undefined}
    >
      {needed.length > 1 ? (
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as FlightKind)} variant="line">
          <Tabs.List>
            {needed.map((which) => (
              <Tabs.Trigger key={which} value={which}>
                {t(TAB_LABELS[which])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tab} pt="4">
            {form}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        form
      )}
    </FormDialog>
  );
}

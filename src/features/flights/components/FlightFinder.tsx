import { Button, Field, HStack, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useRef, useState } from 'react';
import type { Flight } from '@/api';
import { TextBox } from '@/design-system';
import { useTranslator } from '@/i18n';
import { airlineOptions, airportOptions, findFlights } from '../api/lookups';
import {
  FINDER_MESSAGES,
  FINDER_MINUTE_STEP,
  NO_FLIGHTS_ADVICE,
  groupResults,
  noFlightsMessage,
  validateFinder,
  type FinderErrors,
} from '../model/finder';
import { landsAt, type LandingAirport } from '../model/flightForm';
import { CodeCombobox, type CodeOption } from './CodeCombobox';

export interface FlightFinderProps {
  idPrefix: string;
  /** Where the flight lands (the pick-up or drop-off airport): the search's destination. */
  airport: LandingAirport;
  /** The journey's pick-up time (ISO), the first guess of when the flight lands; '' for now. */
  around: string;
  timeZone: string;
  /** A found flight was chosen. */
  onChoose: (flight: Flight) => void;
  /** A flight number entered by hand (the free waiting rule, rules: free-waiting). */
  onManual: (number: string) => void;
}

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm";

/** The time box's value: the given time, else now, on a 5-minute step, in the operator's zone. */
function firstGuess(around: string, zone: string): string {
  const given = around ? DateTime.fromISO(around, { zone }) : null;
  const time = given?.isValid ? given : DateTime.now().setZone(zone);
  const minute = Math.ceil(time.minute / FINDER_MINUTE_STEP) * FINDER_MINUTE_STEP;
  return time.startOf('hour').plus({ minutes: minute }).toFormat(LOCAL_FORMAT);
}

/** A landing time in the operator's zone, its day and month named in the page's language. */
const clock = (iso: string, zone: string, locale: string) => {
  const time = DateTime.fromISO(iso, { zone }).setLocale(locale);
  return time.isValid ? time.toFormat('ccc d LLL, HH:mm') : '';
};

/**
 * The flight finder (the flight finder, flight form and verbatim messages rules, rules: flight-finder, flight-form, messages): when the flight lands, its airline and, optionally, where it comes from; Find My
 * Flight lists the best match first and the possible options after it; the hint and a flight number entered by hand
 * are always there, so the finder never ends empty.
 */
export function FlightFinder({ idPrefix, airport, around, timeZone, onChoose, onManual }: FlightFinderProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const [dateTime, setDateTime] = useState(() => firstGuess(around, timeZone));
  const [airlineText, setAirlineText] = useState('');
  const [airline, setAirline] = useState<CodeOption | null>(null);
  const [originText, setOriginText] = useState('');
  const [origin, setOrigin] = useState<CodeOption | null>(null);
  const [errors, setErrors] = useState<FinderErrors>({});
  const [state, setState] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle');
  const [results, setResults] = useState<Flight[]>([]);
  /** What the last search asked for, in words: said back when it finds nothing. */
  const [searched, setSearched] = useState<Parameters<typeof noFlightsMessage>[0] | null>(null);
  const [manual, setManual] = useState('');
  const [choiceError, setChoiceError] = useState('');
  const search = useRef<AbortController | undefined>(undefined);

  const find = async () => {
    const query = {
      dateTime: dateTime ? (DateTime.fromFormat(dateTime, LOCAL_FORMAT, { zone: timeZone }).toISO() ?? '') : '',
      airline: airline?.code ?? '',
      airport: origin?.code ?? '',
      pickUpCode: airport.code || airport.icao,
    };
    const found = validateFinder(query, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    search.current?.abort();
    const controller = new AbortController();
    search.current = controller;
    setState('searching');
    setChoiceError('');
    setSearched({
      airline: airline?.name ?? airlineText,
      landingAt: airport.name,
      from: origin?.name,
      around: clock(query.dateTime, timeZone, locale),
    });
    try {
      const flights = await findFlights(query, controller.signal);
      if (controller.signal.aborted) return;
      setResults(flights);
      setState('done');
    } catch {
      if (controller.signal.aborted) return;
      setResults([]);
      setState('failed');
    }
  };

  const choose = (flight: Flight) => {
    // The flight required rule (rules: flight-required): the landing airport must be the pick-up (or drop-off) airport.
    if (!landsAt({ iata: flight.destination, icao: flight.destinationIcao }, airport)) {
      setChoiceError(
        t('flights.finder.wrongAirport', {
          flight: translator.ltr(flight.ident),
          airport: flight.destinationName || flight.destination,
        }),
      );
      return;
    }
    onChoose(flight);
  };

  return (
    <Stack gap="4" data-testid="flight-finder">
      <Field.Root id={`${idPrefix}-finder-time`} invalid={Boolean(errors.dateTime)} required>
        <Field.Label>
          {t('flights.finder.landingTime')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="datetime-local"
          step={FINDER_MINUTE_STEP * 60}
          value={dateTime}
          onChange={(event) => setDateTime(event.target.value)}
        />
        <Field.ErrorText color="fg.error">{errors.dateTime}</Field.ErrorText>
      </Field.Root>
      <CodeCombobox
        id={`${idPrefix}-finder-airline`}
        label={t('flights.finder.airline')}
        text={airlineText}
        chosen={airline}
        onChange={({ text, chosen }) => {
          setAirlineText(text);
          setAirline(chosen);
        }}
        search={airlineOptions}
        error={errors.airline}
        unchosenMessage={t(FINDER_MESSAGES.airline)}
        required
      />
      <CodeCombobox
        id={`${idPrefix}-finder-airport`}
        label={t('flights.finder.airport')}
        text={originText}
        chosen={origin}
        onChange={({ text, chosen }) => {
          setOriginText(text);
          setOrigin(chosen);
        }}
        search={airportOptions}
        unchosenMessage={t('flights.finder.airportInvalid')}
      />
      <Button alignSelf="flex-start" onClick={() => void find()} loading={state === 'searching'}>
        {t('flights.finder.search')}
      </Button>
      <Stack gap="3" aria-live="polite">
        {state === 'searching' ? <Spinner size="sm" aria-label={t('flights.finder.searching')} /> : null}
        {state === 'failed' ? <Text color="fg.error">{t('flights.finder.failed')}</Text> : null}
        {choiceError ? <Text color="fg.error">{choiceError}</Text> : null}
        {state === 'done' && results.length === 0 && searched ? (
          <Stack gap="1" data-testid="no-flights">
            <Text fontWeight="semibold">{noFlightsMessage(searched, t)}</Text>
            <Text>{t(NO_FLIGHTS_ADVICE)}</Text>
          </Stack>
        ) : null}
        {groupResults(results).map((group) => (
          <Stack key={group.heading} gap="2">
            <Heading as="h3" size="sm">
              {t(group.heading)}
            </Heading>
            {group.flights.map((flight) => (
              <Button
                key={`${flight.ident}-${flight.departureTime}`}
                variant="outline"
                justifyContent="flex-start"
                whiteSpace="normal"
                textAlign="start"
                h="auto"
                py="2"
                onClick={() => choose(flight)}
              >
                {t('flights.finder.result', {
                  flight: translator.ltr(flight.ident),
                  origin: flight.originName || flight.origin,
                  time: clock(flight.landingTime, timeZone, locale),
                })}
              </Button>
            ))}
          </Stack>
        ))}
      </Stack>
      {/* The hint answers a search that did not help: before any search there is nothing to still not find. */}
      {state === 'done' || state === 'failed' ? <Text>{t(FINDER_MESSAGES.hint)}</Text> : null}
      <HStack align="end" gap="2" wrap="wrap">
        <TextBox
          id={`${idPrefix}-manual`}
          label={t('flights.finder.manual')}
          value={manual}
          onChange={setManual}
          maxLength={12}
        />
        <Button variant="outline" disabled={!manual.trim()} onClick={() => onManual(manual)}>
          {t('flights.finder.useManual')}
        </Button>
      </HStack>
    </Stack>
  );
}

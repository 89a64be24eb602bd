import { Box, Field, HStack, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Address } from '@/api';
import type { PlacesAdapter } from '@/adapters/places';
import { addressLabel } from './addressLabel';

/** A feature's verdict on a chosen place: a refusal is shown beside the field, and may empty it. */
export type PlaceChoice = { ok: true } | { ok: false; message: string; /** The input is emptied. */ clear: boolean };

export interface PlaceComboboxProps {
  id: string;
  label: string;
  value: Address | null;
  /** Text shown before anything is chosen, e.g. the address an edited entry has today. */
  initialText?: string;
  /** May return a verdict; a refusal is shown beside the field. Nothing returned means accepted. */
  onSelect: (address: Address | null) => PlaceChoice | void;
  /** The place search: `usePlaces()` gives the configured one. */
  places: PlacesAdapter;
  /** The signed-in customer's saved places (home, work, others), offered first. */
  saved?: readonly Address[];
  /** A message from outside: a step check or the server (outside the service area). */
  error?: string;
  required?: boolean;
  placeholder?: string;
}

/** Spec 5.1 / 9: the search starts with more than 1 character. */
const MIN_SEARCH_LENGTH = 2;
const DEBOUNCE_MS = 200;

type Status = 'idle' | 'searching' | 'done' | 'failed';

/** Suggestions belong to the text they were found for, and are shown only while that text is in the box. */
interface Found {
  query: string;
  addresses: Address[];
}

const NOTHING_FOUND: Found = { query: '', addresses: [] };

function savedTitle(address: Address): string {
  const place = address.placeName.trim().toLowerCase();
  if (place === 'home') return 'Home';
  if (place === 'work') return 'Work';
  return address.name || 'Saved place';
}

function matches(address: Address, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return (
    !needle ||
    `${address.placeName} ${address.name} ${address.fullAddress} ${address.postcode}`.toLowerCase().includes(needle)
  );
}

/**
 * The place search of every feature: an ARIA 1.2 combobox with a listbox, keyboard operable, searching through the
 * places adapter with one search in flight at a time. Hand-written rather than Chakra's Combobox: it must work in
 * the prerendered booking page (text typed before hydration is kept) and stay out of its initial JS.
 */
export function PlaceCombobox({
  id,
  label,
  value,
  initialText,
  onSelect,
  places,
  saved = [],
  error,
  required,
  placeholder,
}: PlaceComboboxProps) {
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState(() => addressLabel(value) || initialText || '');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Found>(NOTHING_FOUND);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  const [choiceError, setChoiceError] = useState('');
  const controller = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The stop can change from outside (restored, cleared by a rule, a new booking): show it.
  const valueLabel = addressLabel(value);
  const shownLabel = useRef(valueLabel);
  useEffect(() => {
    const previous = shownLabel.current;
    if (valueLabel === previous) return;
    shownLabel.current = valueLabel;
    // A place chosen or restored is shown; a place cleared from outside empties the box, but text typed over the
    // place (which clears it too) stays.
    setText((current) => valueLabel || (current === previous ? '' : current));
  }, [valueLabel]);
  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(timer.current);
    },
    [],
  );
  // Text typed into the prerendered page before its scripts ran is kept and searched for, not lost.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== (valueLabel || initialText || '')) onType(typed);
    // Only the first mount can inherit text from the prerendered HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const savedMatches = text === valueLabel && value ? saved : saved.filter((a) => matches(a, text));
  // Results are shown only for the text they were found for: not while the next search is under way (a fast
  // ArrowDown+Enter would pick one of them), nor for a box emptied since (e.g. a cleared booking).
  const shownResults = found.query !== '' && found.query === text.trim() ? found.addresses : [];
  const options = [
    ...savedMatches.map((address) => ({ address, saved: true })),
    ...shownResults.map((address) => ({ address, saved: false })),
  ];

  const search = (query: string) => {
    controller.current?.abort();
    clearTimeout(timer.current);
    const trimmed = query.trim();
    if (trimmed.length < MIN_SEARCH_LENGTH) {
      setFound(NOTHING_FOUND);
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      places.search(trimmed, { signal: current.signal }).then(
        (addresses) => {
          if (current.signal.aborted) return;
          setFound({ query: trimmed, addresses });
          setStatus('done');
        },
        () => {
          if (current.signal.aborted) return;
          setFound(NOTHING_FOUND);
          setStatus('failed');
        },
      );
    }, DEBOUNCE_MS);
  };

  const onType = (next: string) => {
    setText(next);
    setChoiceError('');
    setOpen(true);
    setActive(-1);
    // Typed text replaces the chosen place: a fare must never be quoted for an address no longer shown.
    if (value) onSelect(null);
    search(next);
  };

  const choose = (address: Address) => {
    setStatus('idle');
    setOpen(false);
    setActive(-1);
    const verdict = onSelect(address) ?? { ok: true };
    if (verdict.ok) {
      setChoiceError('');
      setText(addressLabel(address));
    } else {
      setChoiceError(verdict.message);
      if (verdict.clear) setText('');
    }
  };

  /** A vendor's suggestion may lack its coordinates and postcode until chosen (Google's autocomplete). */
  const pick = ({ address, saved: isSaved }: { address: Address; saved: boolean }) => {
    if (isSaved || !places.resolve) return choose(address);
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setOpen(false);
    setStatus('searching');
    places.resolve(address, { signal: current.signal }).then(
      (complete) => {
        if (!current.signal.aborted) choose(complete);
      },
      () => {
        if (!current.signal.aborted) setStatus('failed');
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Enter' && status === 'searching') {
      // Nothing of the current text is listed yet: Enter waits for it rather than submitting the form.
      event.preventDefault();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const showList = open && options.length > 0;
  // Only a search for the text now in the box can have found nothing (a chosen place shows its full address).
  const noResults = status === 'done' && found.query === text.trim() && options.length === 0;
  // 5.1: no results shows an invalid state.
  const shownError = choiceError || error || (noResults ? 'No results' : '');
  const statusText =
    status === 'searching'
      ? 'Searching…'
      : status === 'failed'
        ? 'The search failed, please try again.'
        : open && status === 'done'
          ? `${options.length} ${options.length === 1 ? 'result' : 'results'}`
          : '';

  return (
    <Field.Root id={id} invalid={Boolean(shownError)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <HStack gap="0">
          <Input
            ref={input}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={text}
            placeholder={placeholder ?? 'Type an address, postcode or airport'}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => saved.length > 0 && setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          {status === 'searching' ? <Spinner size="sm" ms="-8" color="colorPalette.solid" aria-hidden="true" /> : null}
        </HStack>
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!showList}
          position="absolute"
          zIndex="dropdown"
          top="100%"
          insetX="0"
          mt="1"
          maxH="350px"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          shadow="md"
          listStyleType="none"
          p="1"
          m="0"
        >
          {options.map((option, index) => (
            <chakra.li
              key={`${option.saved ? 's' : 'r'}-${index}-${addressLabel(option.address)}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              px="3"
              py="2"
              borderRadius="l1"
              cursor="pointer"
              bg={index === active ? 'colorPalette.subtle' : undefined}
              _hover={{ bg: 'bg.muted' }}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
            >
              {option.saved ? (
                <Text as="span" fontWeight="semibold" me="2">
                  {savedTitle(option.address)}:
                </Text>
              ) : null}
              <Text as="span">{addressLabel(option.address)}</Text>
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
      <Box id={statusId} srOnly role="status" aria-live="polite">
        {statusText}
      </Box>
      <Field.ErrorText color="fg.error">{shownError}</Field.ErrorText>
    </Field.Root>
  );
}

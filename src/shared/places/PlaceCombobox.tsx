import { Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { Address } from '@/api';
import type { PlacesAdapter } from '@/adapters/places';
import { SearchCombobox, useSearchBox, type OptionView } from '@/design-system';
import { useT } from '@/i18n';
import { addressLabel } from './addressLabel';
import { placeOptions, savedTitle, type PlaceOption } from './placeOptions';

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

const PLACE_OPTION: OptionView<PlaceOption> = {
  key: (option, index) => `${option.saved ? 's' : 'r'}-${index}-${addressLabel(option.address)}`,
  render: (option) => (
    <>
      {option.saved ? (
        <Text as="span" fontWeight="semibold" me="2">
          <SavedTitle address={option.address} />:
        </Text>
      ) : null}
      <Text as="span">{addressLabel(option.address)}</Text>
    </>
  ),
};

function SavedTitle({ address }: { address: Address }) {
  return savedTitle(address, useT());
}

/**
 * The place search of every feature: the design system's search box, searching through the places adapter, with
 * the customer's saved places first. It must work in the prerendered booking page: text typed before hydration is
 * kept and searched for.
 */
export function PlaceCombobox({
  value,
  initialText,
  onSelect,
  places,
  saved = [],
  error,
  placeholder,
  ...field
}: PlaceComboboxProps) {
  const t = useT();
  const [text, setText] = useState(() => addressLabel(value) || initialText || '');
  const box = useSearchBox<Address>((query, signal) => places.search(query, { signal }));
  const { found } = box;
  const [choiceError, setChoiceError] = useState('');

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
  // Text typed into the prerendered page before its scripts ran is kept and searched for, not lost.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== (valueLabel || initialText || '')) onType(typed);
    // Only the first mount can inherit text from the prerendered HTML.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const options = placeOptions({ text, value, valueLabel, saved, found });

  const onType = (next: string) => {
    setText(next);
    setChoiceError('');
    // Typed text replaces the chosen place: a fare must never be quoted for an address no longer shown.
    if (value) onSelect(null);
    box.typed(next);
  };

  const choose = (address: Address) => {
    box.settled();
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
  const pick = ({ address, saved: isSaved }: PlaceOption) => {
    if (isSaved || !places.resolve) return choose(address);
    const signal = box.nextSignal();
    box.setOpen(false);
    box.setStatus('searching');
    places.resolve(address, { signal }).then(
      (complete) => {
        if (!signal.aborted) choose(complete);
      },
      () => {
        if (!signal.aborted) box.setStatus('failed');
      },
    );
  };

  // Only a search for the text now in the box can have found nothing (a chosen place shows its full address).
  const noResults = box.foundNothingFor(text) && options.length === 0;
  // The search autocomplete rule (rules: search-autocomplete): no results shows an invalid state.
  const shownError = choiceError || error || (noResults ? t('design.search.noResults') : '');

  return (
    <SearchCombobox
      {...field}
      box={box}
      text={text}
      onType={onType}
      options={options}
      optionView={PLACE_OPTION}
      onPick={pick}
      error={shownError}
      // A fast type-and-Enter would otherwise submit the booking form with no place chosen.
      holdEnterWhileSearching
      onFocus={() => saved.length > 0 && box.setOpen(true)}
      inputRef={input}
      placeholder={placeholder ?? t('common.place.placeholder')}
      // An Arabic visitor typing a Latin street name sees it laid out as it reads; empty, it follows the page.
      inputDir="auto"
    />
  );
}

import { Combobox, Field, Spinner, useListCollection } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { isAbortError, mapAddress, searchAddress, type Address } from '@/api';

/** Spec 5.1 and 9: the place search needs more than 1 character. */
const MIN_CHARACTERS = 2;
const DEBOUNCE_MS = 250;

const labelOf = (address: Address) =>
  address.fullAddress || [address.name, address.postcode].filter(Boolean).join(', ');
const keyOf = (address: Address) => `${address.latitude},${address.longitude},${labelOf(address)}`;

/**
 * The operator's place search as an accessible combobox (ARIA combobox with a listbox, keyboard
 * navigation, live "no results" text). Each keystroke cancels the previous search.
 */
export function PlaceSearch({
  id,
  label,
  initialText,
  error,
  onSelect,
}: {
  id: string;
  label: string;
  initialText?: string;
  error?: string;
  onSelect: (address: Address | null) => void;
}) {
  const { collection, set } = useListCollection<Address>({
    initialItems: [],
    itemToString: labelOf,
    itemToValue: keyOf,
  });
  const [text, setText] = useState(initialText ?? '');
  const [busy, setBusy] = useState(false);
  const [searched, setSearched] = useState('');
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    const prefix = text.trim();
    running.current?.abort();
    if (prefix.length < MIN_CHARACTERS || prefix === (initialText ?? '').trim()) {
      set([]);
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    const timer = setTimeout(() => {
      setBusy(true);
      searchAddress(prefix, { signal: controller.signal })
        .then((answer) => {
          set((answer.addresses ?? []).map(mapAddress));
          setSearched(prefix);
        })
        .catch((failure: unknown) => {
          if (!isAbortError(failure)) set([]);
        })
        .finally(() => !controller.signal.aborted && setBusy(false));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, set, initialText]);

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Combobox.Root
        collection={collection}
        inputValue={text}
        onInputValueChange={(e) => setText(e.inputValue)}
        onValueChange={(e) => onSelect(e.items[0] ?? null)}
        openOnClick={false}
        inputBehavior="autohighlight"
        ids={{ input: id }}
        positioning={{ sameWidth: true }}
        width="full"
      >
        <Combobox.Label>
          {label}
          <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Start typing an address or postcode" maxLength={100} />
          <Combobox.IndicatorGroup>
            {busy ? <Spinner size="xs" aria-label="Searching" /> : null}
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="350px">
            <Combobox.Empty>
              {searched ? 'No places found. Try another address or postcode.' : 'Type at least 2 characters'}
            </Combobox.Empty>
            {collection.items.map((address) => (
              <Combobox.Item key={keyOf(address)} item={address}>
                {labelOf(address)}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

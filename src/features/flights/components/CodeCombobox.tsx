import { Box, Field, HStack, Input, Spinner, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** A choice in the list: its code (what is sent) and its name (what is shown). */
export interface CodeOption {
  code: string;
  name: string;
}

export interface CodeComboboxProps {
  id: string;
  label: string;
  /** The text in the box (kept by the form, so a typed name survives a tab switch). */
  text: string;
  chosen: CodeOption | null;
  /** The text and the choice change together: typing drops the choice, choosing writes its name. */
  onChange: (change: { text: string; chosen: CodeOption | null }) => void;
  /** Searches the list for the text; cancelled (aborted) when the text changes again. */
  search: (text: string, signal: AbortSignal) => Promise<CodeOption[]>;
  /** A message from outside (the form's check). */
  error?: string;
  /** The invalid-on-blur message: text typed but nothing chosen (5.1). */
  unchosenMessage: string;
  required?: boolean;
  disabled?: boolean;
}

/** 5.1: the search starts only when the text has more than 1 character. */
export const MIN_SEARCH_LENGTH = 2;
const DEBOUNCE_MS = 200;

/**
 * The airport and airline autocomplete of 5.1: an ARIA combobox whose list is searched once more than one character
 * is typed (each new search cancels the one before, 7.1); text typed but not chosen is invalid on blur, and a search
 * that finds nothing shows the invalid state.
 */
export function CodeCombobox({
  id,
  label,
  text,
  chosen,
  onChange,
  search,
  error,
  unchosenMessage,
  required,
  disabled,
}: CodeComboboxProps) {
  const listId = useId();
  const [options, setOptions] = useState<CodeOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'searching' | 'done' | 'failed'>('idle');
  const [blurred, setBlurred] = useState(false);
  const controller = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(timer.current);
    },
    [],
  );

  const run = (query: string) => {
    controller.current?.abort();
    clearTimeout(timer.current);
    const trimmed = query.trim();
    if (trimmed.length < MIN_SEARCH_LENGTH) {
      setOptions([]);
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      search(trimmed, current.signal).then(
        (found) => {
          if (current.signal.aborted) return;
          setOptions(found);
          setStatus('done');
        },
        () => {
          if (current.signal.aborted) return;
          setOptions([]);
          setStatus('failed');
        },
      );
    }, DEBOUNCE_MS);
  };

  const type = (next: string) => {
    onChange({ text: next, chosen: null });
    setBlurred(false);
    setOpen(true);
    setActive(-1);
    run(next);
  };

  const choose = (option: CodeOption) => {
    onChange({ text: option.name, chosen: option });
    setOpen(false);
    setActive(-1);
    setStatus('idle');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const showList = open && options.length > 0 && !chosen;
  const noResults = status === 'done' && options.length === 0 && !chosen;
  const unchosen = blurred && text.trim() !== '' && !chosen;
  const shownError = error || (noResults ? 'No results' : unchosen ? unchosenMessage : '');

  return (
    <Field.Root id={id} invalid={Boolean(shownError)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <HStack gap="0">
          <Input
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={text}
            onChange={(e) => type(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setBlurred(true);
            }}
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
              key={`${option.code}-${index}`}
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
                choose(option);
              }}
            >
              {option.name}
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
      <Box srOnly role="status" aria-live="polite">
        {status === 'searching'
          ? 'Searching…'
          : status === 'failed'
            ? 'The search failed, please try again.'
            : open && status === 'done'
              ? `${options.length} ${options.length === 1 ? 'result' : 'results'}`
              : ''}
      </Box>
      <Field.ErrorText color="fg.error">{shownError}</Field.ErrorText>
    </Field.Root>
  );
}

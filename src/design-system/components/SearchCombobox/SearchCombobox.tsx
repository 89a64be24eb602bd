import { Box, Field, HStack, Input, Spinner, chakra } from '@chakra-ui/react';
import { useId, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useT } from '@/i18n';
import { listboxKey, searchStatusText } from '../../model/listbox';
import type { SearchBox } from './useSearchBox';

/** How the list shows an option: its React key and its content. */
export interface OptionView<T> {
  key: (option: T, index: number) => string;
  render: (option: T) => ReactNode;
}

export interface SearchComboboxProps<T> {
  id: string;
  label: string;
  /** The text in the box. */
  text: string;
  onType: (text: string) => void;
  /** The list and the search behind it (`useSearchBox`). */
  box: SearchBox<unknown>;
  /** The suggestions listed for the text. */
  options: readonly T[];
  optionView: OptionView<T>;
  onPick: (option: T) => void;
  /** The message shown beside the box; the field is invalid while there is one. */
  error: string;
  /** Enter waits for the suggestions of the text in the box rather than submitting the form. */
  holdEnterWhileSearching?: boolean;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Called after the list closes on blur. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** The input's own direction (`auto`: by the text typed, e.g. a Latin address on an Arabic page). */
  inputDir?: 'auto' | 'ltr' | 'rtl';
  required?: boolean;
  disabled?: boolean;
}

/**
 * The design system's search box with a list of suggestions: an ARIA 1.2 combobox (list autocomplete) whose input
 * keeps focus while aria-activedescendant names the highlighted option, with a polite live region for the search's
 * state. Hand-written rather than Chakra's Combobox: that one (a state machine and a positioner) measured 13.9 KB
 * gzipped more script, loaded with the booking page's template, has its own keys and ARIA wiring, and does not keep
 * text typed into the prerendered page before hydration.
 */
export function SearchCombobox<T>({
  id,
  label,
  text,
  onType,
  box,
  options,
  optionView,
  onPick,
  error,
  holdEnterWhileSearching = false,
  onFocus,
  onBlur,
  inputRef,
  placeholder,
  inputDir,
  required,
  disabled,
}: SearchComboboxProps<T>) {
  const t = useT();
  const listId = useId();
  const { open, setOpen, active, setActive, status } = box;
  const showList = open && options.length > 0;

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const effect = listboxKey(event.key, {
      open,
      active,
      count: options.length,
      status,
      holdEnterWhileSearching,
    });
    if (!effect) return;
    event.preventDefault();
    if (effect.kind === 'move') {
      setOpen(true);
      setActive(effect.active);
    } else if (effect.kind === 'pick') {
      onPick(options[effect.index]!);
    } else if (effect.kind === 'close') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Box position="relative" w="full">
        <HStack gap="0">
          <Input
            ref={inputRef}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={text}
            placeholder={placeholder}
            dir={inputDir}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={(event) => {
              setOpen(false);
              onBlur?.(event);
            }}
          />
          {status === 'searching' ? <Spinner size="sm" ms="-8" color="colorPalette.solid" aria-hidden="true" /> : null}
        </HStack>
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={t('design.search.suggestions', { label })}
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
              key={optionView.key(option, index)}
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
                onPick(option);
              }}
            >
              {optionView.render(option)}
            </chakra.li>
          ))}
        </chakra.ul>
      </Box>
      <Box srOnly role="status" aria-live="polite">
        {searchStatusText(status, open, options.length, t)}
      </Box>
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}

import { useState } from 'react';
import { SearchCombobox, useSearchBox, type OptionView } from '@/design-system';
import { useT } from '@/i18n';

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
  /** The invalid-on-blur message: text typed but nothing chosen (the search autocomplete rule, rules: search-autocomplete). */
  unchosenMessage: string;
  required?: boolean;
  disabled?: boolean;
}

const CODE_OPTION: OptionView<CodeOption> = {
  key: (option, index) => `${option.code}-${index}`,
  render: (option) => option.name,
};

/**
 * The airport and airline autocomplete of the search autocomplete rule (rules: search-autocomplete): the design system's search box, searched once more than one
 * character is typed (each new search cancels the one before, the lookup calls rule (rules: call-lookups)); text typed but not chosen is invalid on blur,
 * and a search that finds nothing shows the invalid state.
 */
export function CodeCombobox({ text, chosen, onChange, search, error, unchosenMessage, ...field }: CodeComboboxProps) {
  const t = useT();
  const box = useSearchBox(search);
  const [blurred, setBlurred] = useState(false);
  // Once a code is chosen its name is in the box and nothing is offered until the text changes.
  const options = chosen ? [] : box.found.items;

  const type = (next: string) => {
    onChange({ text: next, chosen: null });
    setBlurred(false);
    box.typed(next);
  };

  const choose = (option: CodeOption) => {
    onChange({ text: option.name, chosen: option });
    box.settled();
  };

  const noResults = !chosen && box.foundNothingFor(text);
  const unchosen = blurred && text.trim() !== '' && !chosen;
  const shownError = error || (noResults ? t('design.search.noResults') : unchosen ? unchosenMessage : '');

  return (
    <SearchCombobox
      {...field}
      box={box}
      text={text}
      onType={type}
      options={options}
      optionView={CODE_OPTION}
      onPick={choose}
      error={shownError}
      onBlur={() => setBlurred(true)}
    />
  );
}

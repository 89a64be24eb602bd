export { SearchCombobox, type OptionView, type SearchComboboxProps } from './SearchCombobox';
export { useSearchBox, type SearchBox } from './useSearchBox';
export { useSearch, MIN_SEARCH_LENGTH, type Found } from './useSearch';
export { foundNothing, listboxKey, NO_RESULTS, searchStatusText, type SearchStatus } from '../../model/listbox';

export { SearchCombobox, useListbox, type Listbox, type SearchComboboxProps } from './SearchCombobox';
export { useSearch, MIN_SEARCH_LENGTH, type Found } from './useSearch';
export { listboxKey, searchStatusText, type SearchStatus } from '../../model/listbox';

/**
 * The keyboard and the spoken status of a search box with a list of suggestions (WAI-ARIA 1.2 combobox pattern,
 * list autocomplete): the rules every search box of the app follows. Pure.
 */
import { sourceText, type Translate } from './sourceText';

/** Where a search stands: not started, under way (debounced or in flight), answered, or failed. */
export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface ListboxState {
  open: boolean;
  /** The highlighted option (aria-activedescendant), -1 for none. */
  active: number;
  /** How many options are listed. */
  count: number;
  status: SearchStatus;
  /** Enter waits for the suggestions of the text in the box rather than submitting the form around it. */
  holdEnterWhileSearching: boolean;
}

/** What a key does: its default is prevented, and the list opens, closes, moves its highlight or picks. */
export type ListboxKeyEffect =
  { kind: 'move'; active: number } | { kind: 'pick'; index: number } | { kind: 'hold' } | { kind: 'close' };

/** The effect of a key pressed in the box; null when the key is left to the browser (typing, Tab, a form's Enter). */
export function listboxKey(key: string, state: ListboxState): ListboxKeyEffect | null {
  const { open, active, count } = state;
  if (key === 'ArrowDown') return { kind: 'move', active: count ? (active + 1) % count : -1 };
  if (key === 'ArrowUp') return { kind: 'move', active: count ? (active <= 0 ? count - 1 : active - 1) : -1 };
  if (key === 'Enter' && open && active >= 0 && active < count) return { kind: 'pick', index: active };
  if (key === 'Enter' && state.holdEnterWhileSearching && state.status === 'searching') return { kind: 'hold' };
  if (key === 'Escape' && open) return { kind: 'close' };
  return null;
}

/** The polite live region's words: a screen reader hears that a search runs, failed, or how much it found. */
export function searchStatusText(status: SearchStatus, open: boolean, count: number, t: Translate): string {
  if (status === 'searching') return t('design.search.searching');
  if (status === 'failed') return t('design.search.failed');
  if (open && status === 'done') return t('design.search.results', { count });
  return '';
}

/** The invalid state of a search that found nothing (the search autocomplete rule, rules: search-autocomplete). */
export const NO_RESULTS = sourceText('design.search.noResults');

/**
 * Whether the search for the text now in the box has answered with nothing: only that search can have found nothing
 * (a search still running, or one for text since changed, says nothing yet).
 */
export function foundNothing(status: SearchStatus, found: { query: string; items: readonly unknown[] }, text: string) {
  return status === 'done' && found.query === text.trim() && found.items.length === 0;
}

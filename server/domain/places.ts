/** The address search (the address book rule (rules: address-book) searchaddress): the gazetteer's places indexed by word, postcode and rank. */
import { normalizeForSearch, positionsWithWordPrefix, searchWords } from './airports';
import { loadAirportPlaces, loadGazetteerEntries, type GazetteerEntry, type WireAddress } from './gazetteer';

export {
  PLACE_CATEGORIES,
  UK_POSTCODE_PATTERN,
  type GazetteerEntry,
  type PlaceCategory,
  type WireAddress,
} from './gazetteer';

/** FNV-1a over category, name and postcode: ids survive reordering and additions to the data files. */
export function stablePlaceId(category: string, name: string, postcode: string): number {
  let hash = 0x811c9dc5;
  for (const character of `${category}|${name}|${postcode}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 1) + 1;
}

export function iconPathFor(category: string): string {
  return `/images/places/${category.toLowerCase()}.svg`;
}

export function fullAddressOf(parts: Pick<GazetteerEntry, 'name' | 'line1' | 'line2' | 'postcode'>): string {
  return [parts.name, parts.line1, parts.line2, parts.postcode].filter((part) => part.trim() !== '').join(', ');
}

/** Airports and stations win ties: a traveller typing "gatw" or "vic" most likely wants them. */
function categoryPriority(category: string): number {
  if (category === 'Air') return 0;
  if (category === 'Station') return 1;
  return 2;
}

interface IndexedPlace {
  address: WireAddress;
  /** The name and the names people call it by, normalised ("heathrow terminal 5" for Heathrow Airport Terminal 5). */
  names: string[];
  nameWords: string[];
  words: string[];
}

interface PlaceIndex {
  places: IndexedPlace[];
  byId: Map<number, IndexedPlace>;
  /** Every distinct word, sorted, so a prefix is a contiguous range found by binary search. */
  sortedWords: string[];
  /** Place positions (in `places`, which is in static rank order) for each word of `sortedWords`. */
  postings: number[][];
}

/** An airport place is also called without the word "Airport": "Heathrow Terminal 5", "Gatwick North Terminal". */
function namesOf(entry: GazetteerEntry): string[] {
  const name = normalizeForSearch(entry.name);
  const short = entry.category === 'Air' ? name.replace(/ airport\b/, '') : name;
  return short === name ? [name] : [name, short];
}

function toIndexedPlace(entry: GazetteerEntry, icao: string, extraWords: string[]): IndexedPlace {
  const id = stablePlaceId(entry.category, entry.name, entry.postcode);
  const compactPostcode = entry.postcode.replace(/\s+/g, '');
  const nameWords = searchWords(entry.name);
  const words = new Set([
    ...nameWords,
    ...searchWords(entry.line1),
    ...searchWords(entry.line2),
    ...searchWords(entry.postcode),
    ...searchWords(compactPostcode),
    ...extraWords.flatMap(searchWords),
  ]);
  return {
    address: {
      id,
      name: entry.name,
      line1: entry.line1,
      line2: entry.line2,
      category: entry.category,
      postcode: entry.postcode,
      latitude: entry.latitude,
      longitude: entry.longitude,
      placename: '',
      fulladdress: fullAddressOf(entry),
      iconpath: iconPathFor(entry.category),
      icao,
      order: 0,
      placeid: String(id),
      country: 'United Kingdom',
    },
    names: namesOf(entry),
    nameWords,
    words: [...words],
  };
}

function buildPlaceIndex(): PlaceIndex {
  const places = [
    ...loadAirportPlaces().map((airport) => toIndexedPlace(airport.entry, airport.icao, airport.codes)),
    ...loadGazetteerEntries().map((entry) => toIndexedPlace(entry, '', [])),
  ];
  places.sort(
    (a, b) =>
      categoryPriority(a.address.category) - categoryPriority(b.address.category) ||
      a.address.name.length - b.address.name.length ||
      a.address.name.localeCompare(b.address.name) ||
      a.address.id - b.address.id,
  );
  const byId = new Map(places.map((place) => [place.address.id, place]));
  const wordPostings = new Map<string, number[]>();
  places.forEach((place, position) => {
    for (const word of place.words) {
      const list = wordPostings.get(word) ?? [];
      list.push(position);
      wordPostings.set(word, list);
    }
  });
  const sortedWords = [...wordPostings.keys()].sort();
  return { places, byId, sortedWords, postings: sortedWords.map((word) => wordPostings.get(word) ?? []) };
}

let placeIndex: PlaceIndex | undefined;

function index(): PlaceIndex {
  placeIndex ??= buildPlaceIndex();
  return placeIndex;
}

function matchesEveryWord(place: IndexedPlace, queryWords: string[]): boolean {
  return queryWords.every((queryWord) => place.words.some((word) => word.startsWith(queryWord)));
}

/**
 * What people type for what the gazetteer spells out (docs/gazetteer.md): a query word on the left is read as the
 * words on the right. Only abbreviations that are not the start of the word they stand for: "stat" already finds
 * "station" by prefix.
 */
export const QUERY_SYNONYMS: Record<string, string[]> = {
  x: ['cross'],
  xing: ['crossing'],
  intl: ['international'],
  stn: ['station'],
  rly: ['railway'],
  apt: ['airport'],
  arpt: ['airport'],
  tube: ['underground'],
  rd: ['road'],
  sq: ['square'],
  ln: ['lane'],
  gdns: ['gardens'],
  ctr: ['centre'],
  ctre: ['centre'],
  mkt: ['market'],
  hosp: ['hospital'],
};

/** The query with its abbreviations spelt out (T5 is Terminal 5); null when there is none to spell out. */
export function expandQueryWords(words: string[]): string[] | null {
  let changed = false;
  const expanded = words.flatMap((word, i) => {
    const terminal = /^t([1-9])$/.exec(word);
    if (terminal) {
      changed = true;
      return ['terminal', terminal[1]];
    }
    // A lone "x" is a letter being typed; after another word it is "cross" (Kings X).
    const synonym = word === 'x' && i === 0 ? undefined : QUERY_SYNONYMS[word];
    if (!synonym) return [word];
    changed = true;
    return synonym;
  });
  return changed ? expanded : null;
}

/** A whole UK postcode typed with or without its space ("W21HB"): its outward code and the digit of its sector. */
const WHOLE_POSTCODE = /^([a-z]{1,2}[0-9][a-z0-9]?) ?([0-9])[a-z]{2}$/;

/**
 * Places that match the query's words, best first (see searchPlaces), with the query read both as typed and with
 * its abbreviations spelt out; a whole postcode no place has falls back to the places of its sector, then of its
 * district, so "W2 1HB" still finds Paddington.
 */
export function searchPlaces(prefix: string, limit = 10): WireAddress[] {
  const queryWords = searchWords(prefix);
  if (queryWords.length === 0 || limit <= 0) return [];
  const expanded = expandQueryWords(queryWords);
  const found = [...(expanded ? rankedPlaces(expanded, limit) : []), ...rankedPlaces(queryWords, limit)];
  const postcode = WHOLE_POSTCODE.exec(normalizeForSearch(prefix));
  if (postcode && found.length < limit) found.push(...nearPostcode(postcode[1], postcode[2], limit));
  const seen = new Set<number>();
  return found
    .filter((place) => !seen.has(place.address.id) && seen.add(place.address.id))
    .slice(0, limit)
    .map((place, order) => ({ ...place.address, order }));
}

/** Places in the postcode's sector (outward code and sector digit), else in its district, in static rank order. */
function nearPostcode(outward: string, sector: string, limit: number): IndexedPlace[] {
  const searchable = index();
  const inDistrict = positionsWithWordPrefix(searchable.sortedWords, searchable.postings, outward)
    .map((position) => searchable.places[position])
    .filter((place) => place.address.postcode.toLowerCase().startsWith(`${outward} `));
  const inSector = inDistrict.filter((place) =>
    place.address.postcode.toLowerCase().startsWith(`${outward} ${sector}`),
  );
  return (inSector.length > 0 ? inSector : inDistrict).slice(0, limit);
}

/**
 * Places whose words start with every query word. Rank: the name (or a name it is called by) starts with the whole
 * query, then every query word starts a word of the name, then the rest; within a rank airports and stations
 * first, then shorter names.
 */
function rankedPlaces(queryWords: string[], limit: number): IndexedPlace[] {
  const searchable = index();
  // The longest word is usually the most selective: take its candidates, check the others per place.
  const [mostSelective, ...others] = [...queryWords].sort((a, b) => b.length - a.length);
  const candidates = positionsWithWordPrefix(searchable.sortedWords, searchable.postings, mostSelective);
  const queryPhrase = queryWords.join(' ');
  const tiers: IndexedPlace[][] = [[], [], []];
  for (const position of candidates) {
    const place = searchable.places[position];
    if (!matchesEveryWord(place, others)) continue;
    if (place.names.some((name) => name.startsWith(queryPhrase))) tiers[0].push(place);
    else if (queryWords.every((queryWord) => place.nameWords.some((word) => word.startsWith(queryWord))))
      tiers[1].push(place);
    else tiers[2].push(place);
    if (tiers[0].length >= limit) break;
  }
  return tiers.flat().slice(0, limit);
}

export function placeById(id: number): WireAddress | undefined {
  const place = index().byId.get(id);
  return place ? { ...place.address } : undefined;
}

/** Every indexed place, airports included, in static rank order (for seeding and tests). */
export function allPlaces(): WireAddress[] {
  return index().places.map((place) => ({ ...place.address }));
}

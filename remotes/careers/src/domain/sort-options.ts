import { DEFAULT_POSITION_SORT, type PositionSort } from '@iper/contracts';

export interface SortOption {
  value: PositionSort;
  /** How the sort reads in the address (?ordina=...). */
  param: string;
  label: string;
}

/** SPEC §3 job listing sort options, with the words the page shows and puts in the address. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'date-desc', param: 'recenti', label: 'Data di pubblicazione: più recenti' },
  { value: 'date-asc', param: 'meno-recenti', label: 'Data di pubblicazione: meno recenti' },
  { value: 'title-asc', param: 'a-z', label: 'Titolo: dalla A alla Z' },
  { value: 'title-desc', param: 'z-a', label: 'Titolo: dalla Z alla A' },
];

/** The sort an address asks for; the default (newest first) for a missing or unknown one. */
export function sortFromParam(param: string | null): PositionSort {
  return SORT_OPTIONS.find((option) => option.param === param)?.value ?? DEFAULT_POSITION_SORT;
}

export function paramOfSort(sort: PositionSort): string {
  return SORT_OPTIONS.find((option) => option.value === sort)!.param;
}

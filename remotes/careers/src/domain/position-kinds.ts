import { POSITION_KINDS, positionListPath, type PositionKind } from '@iper/contracts';
import { stripLocalePrefix } from '@iper/i18n';

export interface PositionKindPage {
  kind: PositionKind;
  path: string;
  title: string;
  text: string;
}

/** The three kinds of open positions (SPEC §2) and the list page of each. */
export const POSITION_KIND_PAGES: readonly PositionKindPage[] = [
  {
    kind: 'punto-vendita',
    path: positionListPath('punto-vendita'),
    title: 'Posizioni in punto vendita',
    text: 'Addetti alle vendite, banconisti di gastronomia, macelleria e pescheria, cassieri, capi reparto.',
  },
  {
    kind: 'sede',
    path: positionListPath('sede'),
    title: 'Posizioni in sede',
    text: 'Acquisti, marketing, logistica, sistemi informativi, amministrazione e risorse umane.',
  },
  {
    kind: 'mestieri-in-crescita',
    path: positionListPath('mestieri-in-crescita'),
    title: 'Mestieri in crescita',
    text: 'Panettieri, pasticceri, macellai e pescivendoli: impara un mestiere con i nostri maestri.',
  },
];

/**
 * The kind a list or detail path belongs to (/lavora-con-noi/posizioni-sede/... → 'sede'), in
 * any language of the site (/en/lavora-con-noi/posizioni-sede too).
 */
export function kindOfPath(pathname: string): PositionKind | undefined {
  const match = /^\/lavora-con-noi\/posizioni-([a-z-]+?)(?:\/|$)/.exec(stripLocalePrefix(pathname));
  return POSITION_KINDS.find((kind) => kind === match?.[1]);
}

export function kindPage(kind: PositionKind): PositionKindPage {
  return POSITION_KIND_PAGES.find((page) => page.kind === kind)!;
}

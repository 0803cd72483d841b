/** The three kinds of open positions (SPEC §2) and the list page of each. */
export const POSITION_KINDS = [
  {
    path: '/lavora-con-noi/posizioni-punto-vendita',
    title: 'Posizioni in punto vendita',
    text: 'Addetti alle vendite, banconisti di gastronomia, macelleria e pescheria, cassieri, capi reparto.',
  },
  {
    path: '/lavora-con-noi/posizioni-sede',
    title: 'Posizioni in sede',
    text: 'Acquisti, marketing, logistica, sistemi informativi, amministrazione e risorse umane.',
  },
  {
    path: '/lavora-con-noi/posizioni-mestieri-in-crescita',
    title: 'Mestieri in crescita',
    text: 'Panettieri, pasticceri, macellai e pescivendoli: impara un mestiere con i nostri maestri.',
  },
] as const;

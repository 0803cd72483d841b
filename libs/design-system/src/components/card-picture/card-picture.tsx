import { useId } from 'react';
import styles from './card-picture.module.css';

export type CardPictureType = 'base' | 'piu' | 'noi';

/** The colours of the old Più cards (SPEC §9). */
export type CardPictureColor =
  'viola' | 'blu' | 'verde' | 'arancione' | 'rossa' | 'azzurra' | 'gialla';

/** Colours of each card, and of the old Più cards (SPEC §9). Text on them keeps 4.5:1 or more. */
const CARD_COLORS: Record<CardPictureType, [string, string]> = {
  base: ['#c4000d', '#8f000a'],
  piu: ['#1d1d1f', '#4a3b12'],
  noi: ['#005a9c', '#00427a'],
};

export const OLD_CARD_COLORS: Record<CardPictureColor, [string, string]> = {
  viola: ['#5b2a86', '#3d1c5a'],
  blu: ['#0b3c8c', '#072a63'],
  verde: ['#1e6b34', '#134622'],
  arancione: ['#b34700', '#7a3000'],
  rossa: ['#b0000b', '#7a0008'],
  azzurra: ['#00638f', '#004363'],
  gialla: ['#8a6a00', '#5c4700'],
};

export interface CardPictureProps {
  type: CardPictureType;
  /** The colour of an old Più card. */
  color?: CardPictureColor | null;
  /** The picture's text alternative: the card's name (the caller's words, e.g. CARD_NAMES). */
  label: string;
  className?: string;
}

/**
 * The one picture of a loyalty card (SPEC §9 card images for base, piu, noi), drawn for the account
 * and loyalty remotes alike: an inline SVG, so it is sharp at any size, costs no request and has a
 * text alternative.
 */
export function CardPicture({ type, color, label, className }: CardPictureProps) {
  const gradientId = useId();
  const [from, to] = color ? OLD_CARD_COLORS[color] : CARD_COLORS[type];
  return (
    <svg
      className={`${styles.card} ${className ?? ''}`}
      viewBox="0 0 340 214"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="340" height="214" rx="16" fill={`url(#${gradientId})`} />
      <circle cx="300" cy="40" r="90" fill="#ffffff" opacity="0.08" />
      <circle cx="40" cy="214" r="70" fill="#ffffff" opacity="0.06" />
      <g aria-hidden="true">
        <rect x="24" y="24" width="44" height="44" rx="10" fill="#ffffff" />
        <text
          x="46"
          y="57"
          textAnchor="middle"
          fontSize="32"
          fontWeight="800"
          fill={from}
          fontFamily="inherit"
        >
          i
        </text>
        <text x="80" y="43" fontSize="15" fontWeight="700" fill="#ffffff" fontFamily="inherit">
          Iper
        </text>
        <text x="80" y="62" fontSize="12" fill="#ffffff" fontFamily="inherit">
          La grande i
        </text>
        <text x="24" y="160" fontSize="22" fontWeight="800" fill="#ffffff" fontFamily="inherit">
          {type === 'noi' ? 'Carta NOI' : 'Carta Vantaggi'}
        </text>
        {type === 'piu' && (
          <text x="24" y="190" fontSize="20" fontWeight="800" fill="#f5c542" fontFamily="inherit">
            Più
          </text>
        )}
        {/* The chip */}
        <rect x="270" y="150" width="46" height="36" rx="6" fill="#f5c542" opacity="0.9" />
        <path d="M270 168h46M293 150v36" stroke="#8a6a00" strokeWidth="1.5" />
      </g>
    </svg>
  );
}

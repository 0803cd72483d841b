import { CARD_NAMES, type CardType, type OldPiuCardColor } from '@iper/contracts';
import { CardPicture } from '@iper/design-system';

export interface CardVisualProps {
  type: CardType;
  /** The colour of an old Più card. */
  color?: OldPiuCardColor | null;
  /** A label other than the card's name (e.g. with the holder's name). */
  label?: string;
  className?: string;
}

/** The card's picture (design-system's CardPicture) named as the loyalty pages name it. */
export function CardVisual({ type, color, label, className }: CardVisualProps) {
  const name = CARD_NAMES[type];
  const alt = label ?? (color ? `${name}, carta ${color}` : name);
  return <CardPicture type={type} color={color} label={alt} className={className} />;
}

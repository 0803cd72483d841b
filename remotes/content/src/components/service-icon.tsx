import type { ServiceIcon as ServiceIconName } from '@iper/contracts';
import { Icon, type IconName } from '@iper/design-system';

/** The design system's icon that pictures each kind of store service. */
const SERVICE_ICON_NAMES: Record<ServiceIconName, IconName> = {
  drive: 'car',
  fuel: 'fuel',
  pharmacy: 'pill',
  optician: 'glasses',
  payments: 'wallet',
  restaurant: 'utensils',
  pet: 'paw',
  gift: 'gift',
  home: 'home',
  laundry: 'shirt',
  photo: 'camera',
  truck: 'truck',
};

export function ServiceIcon({
  name,
  size = 32,
  className,
}: {
  name: ServiceIconName;
  size?: number;
  className?: string;
}) {
  return <Icon name={SERVICE_ICON_NAMES[name] ?? 'home'} size={size} className={className} />;
}

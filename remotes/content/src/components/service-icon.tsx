import type { ServiceIcon as ServiceIconName } from '@iper/contracts';

/** One stroked path per service on a 24 × 24 grid, drawn in currentColor (bundled, never fetched). */
const PATHS: Record<ServiceIconName, string> = {
  drive: 'M3 15l2-6h14l2 6v4H3zM7 19v2M17 19v2M3 15h18M7 12h10',
  fuel: 'M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M4 20h11M5 10h9M14 8l3 2v7a1.5 1.5 0 0 0 3 0V9l-3-3',
  pharmacy: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  optician: 'M3 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M14 13a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0M10 13h4M3 13l1-6h3M21 13l-1-6h-3',
  payments: 'M3 6h18v12H3zM3 10h18M7 15h4',
  restaurant: 'M7 3v8a2 2 0 0 0 2 2v8M5 3v6M9 3v6M17 21V3c-2 1-3 4-3 8h3',
  pet: 'M12 21c-3 0-5-2-5-4s2-4 5-4 5 2 5 4-2 4-5 4zM5 11a1.5 2 0 1 0 .1 0M9 7a1.5 2 0 1 0 .1 0M15 7a1.5 2 0 1 0 .1 0M19 11a1.5 2 0 1 0 .1 0',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-4-5-1.5S12 7 12 7zM12 7c1-3 5-4 5-1.5S12 7 12 7z',
  home: 'M3 11l9-8 9 8M5 9v11h14V9M10 20v-6h4v6',
  laundry: 'M9 3L4 6l2 4 2-1v12h8V9l2 1 2-4-5-3c-.5 1.5-1.5 2-3 2s-2.5-.5-3-2z',
  photo: 'M3 8h4l2-3h6l2 3h4v12H3zM12 10a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z',
  truck: 'M2 6h12v10H2zM14 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-.1M18 19a2 2 0 1 0 0-.1',
};

export function ServiceIcon({ name, size = 32, className }: { name: ServiceIconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.home} />
    </svg>
  );
}

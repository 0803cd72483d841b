/*
 * Flat illustrations of the demo content, drawn as SVG and turned into WebP by generate-images.ts.
 * Each is a scene (a background and a few motifs) so dozens of pictures come from a small set of
 * shapes. No text is drawn in images: what they mean is in their alt text.
 */

export type Motif =
  | 'tomato'
  | 'zucchini'
  | 'carrot'
  | 'lettuce'
  | 'apple'
  | 'lemon'
  | 'strawberry'
  | 'eggplant'
  | 'pepper'
  | 'basil'
  | 'pumpkin'
  | 'plate'
  | 'pasta'
  | 'bread'
  | 'cheese'
  | 'fish'
  | 'glass'
  | 'cup'
  | 'store'
  | 'cart'
  | 'truck'
  | 'car'
  | 'bag'
  | 'card'
  | 'gift'
  | 'phone'
  | 'cross'
  | 'glasses'
  | 'pump'
  | 'paw'
  | 'shirt'
  | 'camera'
  | 'chat'
  | 'sun'
  | 'rows'
  | 'calendar'
  | 'leaf'
  | 'house'
  | 'clock'
  | 'heart';

export interface Placed {
  motif: Motif;
  /** Centre, in a 960×540 frame. */
  x: number;
  y: number;
  /** 1 = about 160 px wide. */
  scale?: number;
  rotate?: number;
}

export interface Illustration {
  width: number;
  height: number;
  background: [string, string];
  /** A table, a field or a floor band across the bottom. */
  ground?: { color: string; height: number };
  items: Placed[];
}

const MOTIFS: Record<Motif, string> = {
  tomato:
    '<circle r="62" fill="#d9342b"/><circle cx="-20" cy="-20" r="16" fill="#f06a5f" opacity=".6"/><path d="M-28-58 0-44 28-58 14-38 0-62-14-38z" fill="#2f8f3a"/>',
  zucchini:
    '<rect x="-95" y="-26" width="190" height="52" rx="26" fill="#2e7d32"/><rect x="-80" y="-14" width="150" height="8" rx="4" fill="#66bb6a" opacity=".7"/><rect x="90" y="-10" width="22" height="20" rx="6" fill="#8d6e63"/>',
  carrot:
    '<path d="M-20-70 20-70 4 80-4 80z" fill="#ef7d18"/><path d="M0-70-30-120M0-70 0-125M0-70 30-118" stroke="#388e3c" stroke-width="12" stroke-linecap="round"/><path d="M-14-30h18M-10 10h14M-6 45h10" stroke="#c65d0b" stroke-width="4"/>',
  lettuce:
    '<circle r="72" fill="#7cb342"/><circle cx="-30" cy="-10" r="42" fill="#9ccc65"/><circle cx="28" cy="-18" r="40" fill="#aed581"/><circle cy="22" r="36" fill="#c5e1a5"/>',
  apple:
    '<path d="M0-40C-40-70-80-30-70 20-60 70-20 80 0 65 20 80 60 70 70 20 80-30 40-70 0-40z" fill="#c62828"/><path d="M0-40 8-78" stroke="#5d4037" stroke-width="8" stroke-linecap="round"/><ellipse cx="30" cy="-70" rx="24" ry="11" fill="#43a047" transform="rotate(-25 30 -70)"/>',
  lemon:
    '<ellipse rx="78" ry="56" fill="#fbc02d"/><ellipse cx="-84" rx="14" ry="10" fill="#f9a825"/><ellipse cx="84" rx="14" ry="10" fill="#f9a825"/><ellipse cx="-20" cy="-18" rx="24" ry="10" fill="#fff59d" opacity=".7"/>',
  strawberry:
    '<path d="M-55-30C-55 30-15 75 0 80 15 75 55 30 55-30 30-50-30-50-55-30z" fill="#e53935"/><path d="M-45-35-20-55 0-40 20-55 45-35 20-30 0-45-20-30z" fill="#2e7d32"/><g fill="#ffeb3b"><circle cx="-25" cy="0" r="4"/><circle cx="10" cy="-10" r="4"/><circle cx="25" cy="20" r="4"/><circle cx="-10" cy="35" r="4"/><circle cx="0" cy="10" r="4"/></g>',
  eggplant:
    '<path d="M-20-50C-80-20-70 80 0 80 70 80 80-20 20-50z" fill="#5e35b1"/><path d="M-30-50 0-80 30-50 0-40z" fill="#388e3c"/><ellipse cx="-22" cy="10" rx="10" ry="30" fill="#7e57c2" opacity=".6"/>',
  pepper:
    '<path d="M-55-35C-70 40-30 80 0 70 30 80 70 40 55-35 30-50-30-50-55-35z" fill="#f9a825"/><path d="M0-48V-78" stroke="#2e7d32" stroke-width="12" stroke-linecap="round"/><path d="M0-40V60" stroke="#f57f17" stroke-width="6" opacity=".5"/>',
  basil:
    '<g fill="#2e7d32"><ellipse cx="-30" rx="34" ry="18" transform="rotate(-30 -30 0)"/><ellipse cx="30" rx="34" ry="18" transform="rotate(30 30 0)"/><ellipse cy="-30" rx="18" ry="34"/></g><path d="M0-10V60" stroke="#1b5e20" stroke-width="6"/>',
  pumpkin:
    '<ellipse rx="95" ry="70" fill="#ef6c00"/><ellipse rx="40" ry="70" fill="#fb8c00"/><path d="M0-68 10-100" stroke="#5d4037" stroke-width="12" stroke-linecap="round"/>',
  plate:
    '<circle r="120" fill="#ffffff"/><circle r="92" fill="#f1f1f1"/><rect x="-190" y="-80" width="14" height="160" rx="7" fill="#9e9e9e"/><rect x="176" y="-80" width="14" height="160" rx="7" fill="#9e9e9e"/>',
  pasta:
    '<g fill="none" stroke="#f3c44f" stroke-width="9" stroke-linecap="round"><path d="M-60-10c20-30 40 30 60 0s40 30 60 0"/><path d="M-60 10c20-30 40 30 60 0s40 30 60 0"/><path d="M-50 30c20-30 40 30 60 0s30 20 40 0"/></g><g fill="#c62828"><circle cx="-25" cy="-30" r="13"/><circle cx="20" cy="-35" r="11"/><circle cx="35" cy="25" r="12"/></g><circle cx="-5" cy="0" r="6" fill="#2e7d32"/>',
  bread:
    '<ellipse rx="120" ry="58" fill="#c8843d"/><ellipse cy="-8" rx="108" ry="44" fill="#dea35f"/><g stroke="#a5652a" stroke-width="8" stroke-linecap="round"><path d="M-60-30-40 10M-15-34 5 8M30-32 50 8"/></g>',
  cheese:
    '<path d="M-100 40 100 40 100-20-60-60-100-20z" fill="#ffd54f"/><path d="M-100-20-60-60 100-20z" fill="#ffe082"/><g fill="#f9a825"><circle cx="-40" cy="10" r="12"/><circle cx="30" cy="0" r="9"/><circle cx="60" cy="25" r="7"/></g>',
  fish: '<ellipse rx="100" ry="44" fill="#78909c"/><path d="M90 0 150-40 150 40z" fill="#607d8b"/><circle cx="-60" cy="-10" r="8" fill="#263238"/><path d="M-20-30c20 20 20 40 0 60" stroke="#b0bec5" stroke-width="6" fill="none"/>',
  glass:
    '<path d="M-45-90 45-90 35 90-35 90z" fill="#b3e5fc" opacity=".85"/><path d="M-40-40 40-40 35 90-35 90z" fill="#4fc3f7" opacity=".8"/><ellipse cy="-90" rx="45" ry="8" fill="#e1f5fe"/>',
  cup: '<path d="M-60-50 60-50 50 60-50 60z" fill="#ffffff"/><path d="M60-30c40 0 40 50 0 50" stroke="#ffffff" stroke-width="12" fill="none"/><ellipse cy="-50" rx="60" ry="12" fill="#6d4c41"/><path d="M-20-80c-10-20 10-30 0-50M15-80c-10-20 10-30 0-50" stroke="#ffffff" stroke-width="5" fill="none" opacity=".7"/>',
  store:
    '<rect x="-170" y="-90" width="340" height="190" fill="#fafafa"/><rect x="-180" y="-130" width="360" height="50" fill="#c4000d"/><rect x="-130" y="-40" width="100" height="140" fill="#90caf9"/><rect x="30" y="-40" width="100" height="140" fill="#90caf9"/><rect x="-20" y="0" width="40" height="100" fill="#5d4037"/>',
  cart: '<path d="M-110-70h40l30 110h120l30-80H-50" stroke="#37474f" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/><circle cx="-20" cy="70" r="16" fill="#37474f"/><circle cx="90" cy="70" r="16" fill="#37474f"/><rect x="-30" y="-40" width="140" height="60" rx="8" fill="#ef9a9a"/>',
  truck:
    '<rect x="-180" y="-90" width="260" height="150" rx="18" fill="#ffb300"/><rect x="-150" y="-60" width="150" height="70" rx="8" fill="#fff8e1"/><path d="M80-50h60l40 50v60H80z" fill="#ff8f00"/><rect x="100" y="-35" width="45" height="35" rx="6" fill="#b3e5fc"/><circle cx="-110" cy="70" r="32" fill="#37474f"/><circle cx="110" cy="70" r="32" fill="#37474f"/><circle cx="-110" cy="70" r="12" fill="#cfd8dc"/><circle cx="110" cy="70" r="12" fill="#cfd8dc"/><rect x="-190" y="-110" width="280" height="24" rx="8" fill="#c4000d"/>',
  car: '<path d="M-170 20-140-50C-130-75-110-80-90-80H60c25 0 40 10 55 30L170 20v50h-340z" fill="#1e88e5"/><path d="M-110-40-95-65h70v25zM5-65h50l30 25H5z" fill="#bbdefb"/><circle cx="-100" cy="75" r="32" fill="#263238"/><circle cx="100" cy="75" r="32" fill="#263238"/><circle cx="-100" cy="75" r="12" fill="#cfd8dc"/><circle cx="100" cy="75" r="12" fill="#cfd8dc"/>',
  bag: '<path d="M-80-50H80L95 110H-95z" fill="#c4000d"/><path d="M-40-50c0-70 80-70 80 0" stroke="#8f000a" stroke-width="12" fill="none"/><rect x="-50" y="10" width="100" height="40" rx="20" fill="#ffffff" opacity=".85"/>',
  card: '<rect x="-150" y="-95" width="300" height="190" rx="22" fill="#c4000d"/><rect x="-150" y="-45" width="300" height="34" fill="#8f000a"/><rect x="-120" y="30" width="120" height="18" rx="9" fill="#ffffff" opacity=".85"/><circle cx="90" cy="45" r="26" fill="#ffffff" opacity=".9"/>',
  gift: '<rect x="-100" y="-40" width="200" height="140" rx="10" fill="#8e24aa"/><rect x="-115" y="-75" width="230" height="45" rx="10" fill="#ab47bc"/><rect x="-16" y="-75" width="32" height="175" fill="#ffd54f"/><path d="M0-75c-40-60-90-20-50 0M0-75c40-60 90-20 50 0" stroke="#ffd54f" stroke-width="14" fill="none"/>',
  phone:
    '<rect x="-70" y="-130" width="140" height="260" rx="24" fill="#263238"/><rect x="-56" y="-104" width="112" height="200" rx="8" fill="#e3f2fd"/><rect x="-40" y="-80" width="80" height="30" rx="6" fill="#90caf9"/><rect x="-40" y="-36" width="80" height="16" rx="6" fill="#c4000d"/><circle cy="112" r="9" fill="#90a4ae"/>',
  cross:
    '<rect x="-110" y="-110" width="220" height="220" rx="30" fill="#ffffff"/><path d="M-30-80h60v50h50v60h-50v50h-60v-50h-50v-60h50z" fill="#2e7d32"/>',
  glasses:
    '<circle cx="-75" r="55" fill="#e1f5fe" stroke="#37474f" stroke-width="14"/><circle cx="75" r="55" fill="#e1f5fe" stroke="#37474f" stroke-width="14"/><path d="M-20-5c10-15 30-15 40 0M-130-10-175-40M130-10 175-40" stroke="#37474f" stroke-width="12" fill="none" stroke-linecap="round"/>',
  pump: '<rect x="-80" y="-120" width="120" height="240" rx="14" fill="#c4000d"/><rect x="-60" y="-95" width="80" height="60" rx="6" fill="#fff3e0"/><path d="M40-60h40v110c0 20 30 20 30 0V-30" stroke="#37474f" stroke-width="12" fill="none" stroke-linecap="round"/><rect x="-95" y="110" width="150" height="20" rx="6" fill="#37474f"/>',
  paw: '<ellipse cy="40" rx="62" ry="50" fill="#6d4c41"/><ellipse cx="-70" cy="-25" rx="24" ry="32" fill="#6d4c41"/><ellipse cx="-25" cy="-65" rx="24" ry="32" fill="#6d4c41"/><ellipse cx="25" cy="-65" rx="24" ry="32" fill="#6d4c41"/><ellipse cx="70" cy="-25" rx="24" ry="32" fill="#6d4c41"/>',
  shirt:
    '<path d="M-50-100-130-60-100 0-70-15V110H70V-15L100 0 130-60 50-100C40-75-40-75-50-100z" fill="#42a5f5"/><path d="M0-75V110" stroke="#1e88e5" stroke-width="4"/>',
  camera:
    '<rect x="-130" y="-70" width="260" height="170" rx="20" fill="#455a64"/><rect x="-60" y="-100" width="90" height="40" rx="10" fill="#455a64"/><circle cy="15" r="62" fill="#cfd8dc"/><circle cy="15" r="40" fill="#263238"/><circle cx="95" cy="-40" r="10" fill="#ffca28"/>',
  chat: '<path d="M-150-90H60c20 0 30 10 30 30v80c0 20-10 30-30 30H-60l-50 40 10-40h-50c-20 0-30-10-30-30v-80c0-20 10-30 30-30z" fill="#ffffff"/><path d="M10-30H160c20 0 30 10 30 30v70c0 20-10 30-30 30h-20l10 35-45-35H10c-20 0-30-10-30-30V0c0-20 10-30 30-30z" fill="#c4000d"/><g fill="#c4000d"><circle cx="-100" cy="-20" r="10"/><circle cx="-65" cy="-20" r="10"/><circle cx="-30" cy="-20" r="10"/></g>',
  sun: '<circle r="60" fill="#ffca28"/><g stroke="#ffca28" stroke-width="10" stroke-linecap="round"><path d="M0-80v-25M0 80v25M-80 0h-25M80 0h25M-57-57-75-75M57 57 75 75M-57 57-75 75M57-57 75-75"/></g>',
  rows: '<g stroke="#558b2f" stroke-width="18" stroke-linecap="round"><path d="M-460 60H460"/><path d="M-460 120H460"/><path d="M-460 180H460"/></g><g fill="#7cb342"><circle cx="-380" cy="50" r="18"/><circle cx="-260" cy="50" r="18"/><circle cx="-140" cy="50" r="18"/><circle cx="-20" cy="50" r="18"/><circle cx="100" cy="50" r="18"/><circle cx="220" cy="50" r="18"/><circle cx="340" cy="50" r="18"/><circle cx="-320" cy="110" r="18"/><circle cx="-200" cy="110" r="18"/><circle cx="-80" cy="110" r="18"/><circle cx="40" cy="110" r="18"/><circle cx="160" cy="110" r="18"/><circle cx="280" cy="110" r="18"/></g>',
  calendar:
    '<rect x="-130" y="-110" width="260" height="230" rx="16" fill="#ffffff"/><rect x="-130" y="-110" width="260" height="56" rx="16" fill="#c4000d"/><g fill="#a5d6a7"><rect x="-105" y="-35" width="44" height="36" rx="6"/><rect x="-50" y="-35" width="44" height="36" rx="6"/><rect x="5" y="-35" width="44" height="36" rx="6"/></g><g fill="#ffcc80"><rect x="60" y="-35" width="44" height="36" rx="6"/><rect x="-105" y="15" width="44" height="36" rx="6"/><rect x="-50" y="15" width="44" height="36" rx="6"/></g><g fill="#eeeeee"><rect x="5" y="15" width="44" height="36" rx="6"/><rect x="60" y="15" width="44" height="36" rx="6"/><rect x="-105" y="65" width="44" height="36" rx="6"/><rect x="-50" y="65" width="44" height="36" rx="6"/></g>',
  leaf: '<path d="M-90 60C-90-40-20-90 90-90 90 20 40 90-60 90z" fill="#43a047"/><path d="M-80 80 60-60" stroke="#1b5e20" stroke-width="8" stroke-linecap="round"/>',
  house:
    '<path d="M-130-10 0-120 130-10z" fill="#c4000d"/><rect x="-105" y="-10" width="210" height="130" fill="#fff8e1"/><rect x="-25" y="40" width="50" height="80" fill="#6d4c41"/><rect x="-85" y="15" width="45" height="40" fill="#90caf9"/><rect x="40" y="15" width="45" height="40" fill="#90caf9"/>',
  clock:
    '<circle r="110" fill="#ffffff" stroke="#37474f" stroke-width="14"/><path d="M0-70V0l50 35" stroke="#c4000d" stroke-width="14" stroke-linecap="round" fill="none"/>',
  heart:
    '<path d="M0 90C-80 30-120-10-120-50c0-40 30-65 60-65 25 0 45 15 60 40 15-25 35-40 60-40 30 0 60 25 60 65 0 40-40 80-120 140z" fill="#e53935"/>',
};

/** The SVG of an illustration, ready for rasterising. */
export function illustrationSvg(illustration: Illustration): string {
  const { width, height, background, ground, items } = illustration;
  // Scenes are drawn on a 960×540 frame and scaled uniformly (every image is 16:9).
  const frameScale = width / 960;
  const groundSvg = ground
    ? `<rect x="0" y="${540 - ground.height}" width="960" height="${ground.height}" fill="${ground.color}"/>`
    : '';
  const placed = items
    .map(
      ({ motif, x, y, scale = 1, rotate = 0 }) =>
        `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${MOTIFS[motif]}</g>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<g transform="scale(${frameScale})">${groundSvg}${placed}</g></svg>`
  );
}

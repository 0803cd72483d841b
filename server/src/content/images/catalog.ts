import type { Illustration, Motif, Placed } from './illustrations';

/** An image of the demo content: its key, its alternative text and what it shows. */
export interface CatalogImage {
  key: string;
  alt: string;
  illustration: Illustration;
}

const WOOD = { color: '#c9a27a', height: 150 };
const MEADOW = { color: '#9ccc65', height: 170 };
const FLOOR = { color: '#cfd8dc', height: 120 };

const WARM: [string, string] = ['#fff3e0', '#ffe0b2'];
const FRESH: [string, string] = ['#e8f5e9', '#c8e6c9'];
const SKY: [string, string] = ['#e3f2fd', '#bbdefb'];
const ROSE: [string, string] = ['#fde8e9', '#f8bbd0'];
const SAND: [string, string] = ['#fffde7', '#fff59d'];
const LILAC: [string, string] = ['#f3e5f5', '#e1bee7'];

const W = 960;
const H = 540;

/** Produce laid out on a table, evenly spaced. */
function onTable(background: [string, string], motifs: Motif[], scale = 1): Illustration {
  const step = W / (motifs.length + 1);
  return {
    width: W,
    height: H,
    background,
    ground: WOOD,
    items: motifs.map((motif, index) => ({
      motif,
      x: step * (index + 1),
      y: 370 - (index % 2) * 40,
      scale,
    })),
  };
}

/** A dish on the table with some of its ingredients around it. */
function dish(background: [string, string], food: Motif, sides: Motif[]): Illustration {
  const items: Placed[] = [
    { motif: 'plate', x: 480, y: 300, scale: 1.2 },
    { motif: food, x: 480, y: 300, scale: 1.1 },
    ...sides.map((motif, index) => ({
      motif,
      x: index % 2 ? 830 : 130,
      y: 180 + Math.floor(index / 2) * 220,
      scale: 0.7,
    })),
  ];
  return { width: W, height: H, background, ground: WOOD, items };
}

/** One subject in the middle, with a few companions. */
function scene(
  background: [string, string],
  items: Placed[],
  ground?: Illustration['ground'],
): Illustration {
  return { width: W, height: H, background, ...(ground ? { ground } : {}), items };
}

export const IMAGE_CATALOG: CatalogImage[] = [
  // Home and shared pages
  {
    key: 'home-hero',
    alt: 'Illustrazione: una borsa della spesa Iper piena di frutta e verdura fresca accanto a un carrello',
    illustration: scene(
      WARM,
      [
        { motif: 'sun', x: 820, y: 110, scale: 0.8 },
        { motif: 'cart', x: 250, y: 330, scale: 1.3 },
        { motif: 'bag', x: 610, y: 330, scale: 1.4 },
        { motif: 'lettuce', x: 560, y: 190, scale: 0.6 },
        { motif: 'carrot', x: 660, y: 200, scale: 0.6, rotate: 15 },
        { motif: 'apple', x: 780, y: 400, scale: 0.6 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'flyer-week',
    alt: 'Illustrazione: la facciata di un ipermercato Iper con pomodori, limoni e formaggio in offerta',
    illustration: scene(
      SKY,
      [
        { motif: 'store', x: 480, y: 250, scale: 1.1 },
        { motif: 'tomato', x: 150, y: 420, scale: 0.7 },
        { motif: 'lemon', x: 810, y: 430, scale: 0.7 },
        { motif: 'cheese', x: 300, y: 450, scale: 0.6 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'slide-drive',
    alt: "Illustrazione: un'auto blu con il bagagliaio pronto per le borse della spesa di Iper Drive",
    illustration: scene(
      SKY,
      [
        { motif: 'car', x: 380, y: 330, scale: 1.3 },
        { motif: 'bag', x: 760, y: 340, scale: 0.9 },
        { motif: 'clock', x: 800, y: 120, scale: 0.5 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'slide-card',
    alt: 'Illustrazione: la Carta Vantaggi rossa con un pacco regalo',
    illustration: scene(ROSE, [
      { motif: 'card', x: 380, y: 280, scale: 1.3 },
      { motif: 'gift', x: 760, y: 320, scale: 0.9 },
      { motif: 'heart', x: 160, y: 130, scale: 0.4 },
    ]),
  },
  {
    key: 'slide-productions',
    alt: 'Illustrazione: file di ortaggi in un campo sotto il sole',
    illustration: scene(
      SKY,
      [
        { motif: 'sun', x: 800, y: 120 },
        { motif: 'rows', x: 480, y: 330 },
        { motif: 'tomato', x: 200, y: 180, scale: 0.5 },
      ],
      MEADOW,
    ),
  },
  {
    key: 'help-hero',
    alt: 'Illustrazione: due fumetti di una conversazione con il servizio clienti',
    illustration: scene(ROSE, [{ motif: 'chat', x: 480, y: 270, scale: 1.6 }]),
  },
  {
    key: 'foodtruck-hero',
    alt: 'Illustrazione: il foodtruck giallo di Iper con la tettoia rossa',
    illustration: scene(
      SAND,
      [
        { motif: 'truck', x: 470, y: 300, scale: 1.3 },
        { motif: 'sun', x: 840, y: 100, scale: 0.6 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'foodtruck-menu',
    alt: 'Illustrazione: un piatto di pasta al pomodoro con una tazza di caffè',
    illustration: dish(WARM, 'pasta', ['cup', 'basil']),
  },
  {
    key: 'drive-hero',
    alt: "Illustrazione: un'auto davanti al punto di ritiro con le borse della spesa già pronte",
    illustration: scene(
      SKY,
      [
        { motif: 'store', x: 300, y: 250, scale: 0.9 },
        { motif: 'car', x: 680, y: 360, scale: 1 },
        { motif: 'bag', x: 880, y: 420, scale: 0.6 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'drive-video-poster',
    alt: "Illustrazione: uno smartphone con l'ordine di Iper Drive e una borsa della spesa",
    illustration: scene(SKY, [
      { motif: 'phone', x: 380, y: 270, scale: 1.2 },
      { motif: 'bag', x: 660, y: 320, scale: 1 },
    ]),
  },
  {
    key: 'about-us',
    alt: 'Illustrazione: un ipermercato Iper con un carrello della spesa davanti',
    illustration: scene(
      SKY,
      [
        { motif: 'store', x: 420, y: 250, scale: 1.1 },
        { motif: 'cart', x: 800, y: 400, scale: 0.7 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'about-history',
    alt: 'Illustrazione: un ipermercato Iper e un orologio, per i quarant’anni di storia',
    illustration: scene(
      WARM,
      [
        { motif: 'store', x: 380, y: 250, scale: 1 },
        { motif: 'clock', x: 790, y: 200, scale: 0.8 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'sustainability',
    alt: 'Illustrazione: una grande foglia verde sopra un campo coltivato',
    illustration: scene(
      FRESH,
      [
        { motif: 'rows', x: 480, y: 330 },
        { motif: 'leaf', x: 480, y: 190, scale: 1.2 },
      ],
      MEADOW,
    ),
  },
  {
    key: 'less-plastic',
    alt: 'Illustrazione: una borsa della spesa riutilizzabile con una foglia, simbolo di meno plastica',
    illustration: scene(FRESH, [
      { motif: 'bag', x: 420, y: 290, scale: 1.4 },
      { motif: 'leaf', x: 700, y: 250, scale: 0.9 },
    ]),
  },
  // Magazine
  {
    key: 'mag-hero',
    alt: 'Illustrazione: una tavola apparecchiata con un piatto di pasta, pane e verdure',
    illustration: dish(WARM, 'pasta', ['bread', 'tomato', 'basil', 'cheese']),
  },
  {
    key: 'mag-lasagne',
    alt: 'Illustrazione: formaggio nel piatto con pomodoro e basilico, alcuni ingredienti delle lasagne',
    illustration: dish(WARM, 'cheese', ['tomato', 'basil']),
  },
  {
    key: 'mag-risotto-zucca',
    alt: 'Illustrazione: una zucca arancione nel piatto con formaggio e basilico',
    illustration: dish(WARM, 'pumpkin', ['cheese', 'basil']),
  },
  {
    key: 'mag-pasta-pomodoro',
    alt: 'Illustrazione: spaghetti al pomodoro con foglie di basilico',
    illustration: dish(ROSE, 'pasta', ['tomato', 'basil']),
  },
  {
    key: 'mag-farro',
    alt: 'Illustrazione: insalata di farro con pomodori, zucchine e peperoni',
    illustration: onTable(FRESH, ['tomato', 'zucchini', 'pepper', 'lettuce'], 0.9),
  },
  {
    key: 'mag-torta-mele',
    alt: 'Illustrazione: una mela rossa nel piatto con un limone e un’altra mela, gli ingredienti della torta',
    illustration: dish(SAND, 'apple', ['lemon', 'apple']),
  },
  {
    key: 'mag-orata',
    alt: 'Illustrazione: un pesce nel piatto con limone e basilico',
    illustration: dish(SKY, 'fish', ['lemon', 'basil']),
  },
  {
    key: 'mag-parmigiana',
    alt: 'Illustrazione: melanzane, pomodori e formaggio per la parmigiana',
    illustration: onTable(LILAC, ['eggplant', 'tomato', 'cheese', 'basil'], 0.9),
  },
  {
    key: 'mag-crostata',
    alt: 'Illustrazione: fragole mature, una nel piatto e una accanto a un limone',
    illustration: dish(ROSE, 'strawberry', ['strawberry', 'lemon']),
  },
  {
    key: 'mag-colazione',
    alt: 'Illustrazione: una tazza di caffè con pane, mela e limone per la colazione',
    illustration: onTable(WARM, ['cup', 'bread', 'apple'], 0.9),
  },
  {
    key: 'mag-acqua',
    alt: 'Illustrazione: un bicchiere d’acqua con limone e fragole',
    illustration: onTable(SKY, ['glass', 'lemon', 'strawberry'], 1),
  },
  {
    key: 'mag-etichette',
    alt: 'Illustrazione: un carrello con formaggio e pane, per leggere le etichette',
    illustration: onTable(SAND, ['cart', 'cheese', 'bread'], 0.9),
  },
  {
    key: 'mag-autunno',
    alt: 'Illustrazione: zucca, carote e mele, frutta e verdura d’autunno',
    illustration: onTable(WARM, ['pumpkin', 'carrot', 'apple'], 1),
  },
  {
    key: 'mag-estate',
    alt: 'Illustrazione: fragole, limoni e pomodori, i colori dell’estate',
    illustration: onTable(SAND, ['strawberry', 'lemon', 'tomato', 'sun'], 0.9),
  },
  {
    key: 'mag-agrumi',
    alt: 'Illustrazione: limoni e mele su un tagliere',
    illustration: onTable(SAND, ['lemon', 'lemon', 'apple'], 1),
  },
  // Services
  {
    key: 'services-hero',
    alt: 'Illustrazione: un ipermercato Iper con il distributore e un’auto',
    illustration: scene(
      SKY,
      [
        { motif: 'store', x: 330, y: 250 },
        { motif: 'pump', x: 760, y: 300, scale: 0.9 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'service-parafarmacia',
    alt: 'Illustrazione: la croce verde della parafarmacia',
    illustration: scene(FRESH, [{ motif: 'cross', x: 480, y: 270, scale: 1.3 }]),
  },
  {
    key: 'service-ottica',
    alt: 'Illustrazione: un paio di occhiali da vista',
    illustration: scene(SKY, [{ motif: 'glasses', x: 480, y: 270, scale: 1.5 }]),
  },
  {
    key: 'service-ricariche',
    alt: 'Illustrazione: uno smartphone per le ricariche e i pagamenti',
    illustration: scene(LILAC, [
      { motif: 'phone', x: 480, y: 270, scale: 1.3 },
      { motif: 'card', x: 760, y: 330, scale: 0.6 },
    ]),
  },
  {
    key: 'service-lavanderia',
    alt: 'Illustrazione: una camicia azzurra appena lavata',
    illustration: scene(SKY, [{ motif: 'shirt', x: 480, y: 270, scale: 1.5 }]),
  },
  {
    key: 'service-foto',
    alt: 'Illustrazione: una macchina fotografica per la stampa delle foto',
    illustration: scene(WARM, [{ motif: 'camera', x: 480, y: 270, scale: 1.3 }]),
  },
  {
    key: 'service-ristorazione',
    alt: 'Illustrazione: un piatto di pasta e una tazza di caffè al ristorante',
    illustration: dish(WARM, 'pasta', ['cup', 'bread']),
  },
  {
    key: 'service-carburante',
    alt: 'Illustrazione: la colonnina del distributore di carburante',
    illustration: scene(
      SKY,
      [
        { motif: 'pump', x: 400, y: 280, scale: 1.3 },
        { motif: 'car', x: 760, y: 380, scale: 0.7 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'service-pet',
    alt: 'Illustrazione: l’impronta di una zampa di cane',
    illustration: scene(SAND, [{ motif: 'paw', x: 480, y: 270, scale: 1.5 }]),
  },
  {
    key: 'service-drive',
    alt: 'Illustrazione: un’auto al punto di ritiro con le borse della spesa',
    illustration: scene(
      SKY,
      [
        { motif: 'car', x: 400, y: 320, scale: 1.2 },
        { motif: 'bag', x: 790, y: 330, scale: 0.9 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'service-domicilio',
    alt: 'Illustrazione: una casa con le borse della spesa consegnate alla porta',
    illustration: scene(
      FRESH,
      [
        { motif: 'house', x: 420, y: 280, scale: 1.2 },
        { motif: 'bag', x: 760, y: 360, scale: 0.8 },
      ],
      FLOOR,
    ),
  },
  {
    key: 'service-lista',
    alt: 'Illustrazione: uno smartphone con la lista della spesa e un carrello',
    illustration: scene(FRESH, [
      { motif: 'phone', x: 380, y: 270, scale: 1.2 },
      { motif: 'cart', x: 720, y: 340, scale: 0.9 },
    ]),
  },
  // Our productions
  {
    key: 'productions-hero',
    alt: 'Illustrazione: i campi coltivati delle nostre produzioni al sole',
    illustration: scene(
      SKY,
      [
        { motif: 'sun', x: 160, y: 110 },
        { motif: 'rows', x: 480, y: 330 },
        { motif: 'leaf', x: 760, y: 170, scale: 0.6 },
      ],
      MEADOW,
    ),
  },
  {
    key: 'production-pomodori',
    alt: 'Illustrazione: pomodori maturi appena raccolti con foglie di basilico',
    illustration: onTable(FRESH, ['tomato', 'tomato', 'basil', 'tomato'], 1),
  },
  {
    key: 'production-zucchine',
    alt: 'Illustrazione: zucchine verdi appena raccolte',
    illustration: onTable(FRESH, ['zucchini', 'zucchini', 'leaf'], 1),
  },
  {
    key: 'production-insalate',
    alt: 'Illustrazione: cespi di lattuga fresca',
    illustration: onTable(FRESH, ['lettuce', 'lettuce', 'lettuce'], 1),
  },
  {
    key: 'production-melanzane',
    alt: 'Illustrazione: melanzane viola e peperoni gialli',
    illustration: onTable(LILAC, ['eggplant', 'pepper', 'eggplant'], 1),
  },
  {
    key: 'production-fragole',
    alt: 'Illustrazione: fragole rosse appena colte',
    illustration: onTable(ROSE, ['strawberry', 'strawberry', 'leaf', 'strawberry'], 0.9),
  },
  {
    key: 'production-mele',
    alt: 'Illustrazione: mele rosse con la loro foglia',
    illustration: onTable(FRESH, ['apple', 'leaf', 'apple'], 1),
  },
  {
    key: 'productions-calendar',
    alt: 'Illustrazione: un calendario con i mesi di trapianto e di raccolta colorati',
    illustration: scene(FRESH, [{ motif: 'calendar', x: 480, y: 270, scale: 1.5 }]),
  },
];

/** A short silent video made of illustrations that cross-fade, with what it shows in words. */
export interface CatalogVideo {
  key: string;
  alt: string;
  frames: string[];
  secondsPerFrame: number;
}

export const VIDEO_CATALOG: CatalogVideo[] = [
  {
    key: 'drive-video',
    alt: 'Video: lo smartphone con l’ordine, l’auto al punto di ritiro, la spesa caricata nel bagagliaio',
    frames: ['drive-video-poster', 'slide-drive', 'drive-hero'],
    secondsPerFrame: 3,
  },
];

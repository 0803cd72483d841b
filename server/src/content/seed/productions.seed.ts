import type { ProductionCalendarBlock, ProductionContent, SectionContent } from '@iper/contracts';
import { asset, block, richText, seo, type SeedStory } from './helpers';

function production(
  path: string,
  title: string,
  intro: string,
  image: string,
  transplanting: number[],
  harvesting: number[],
  body: string,
  position: number,
): SeedStory {
  return {
    fullSlug: `le-nostre-produzioni/${path}`,
    name: title,
    position,
    publishedAt: '2026-02-10T08:00:00Z',
    content: block<ProductionContent>({
      component: 'production',
      title,
      intro,
      image: asset(image),
      body: richText(body),
      transplanting,
      harvesting,
      seo: seo(`${title} | Le nostre produzioni Iper`, intro),
    }),
  };
}

export const PRODUCTION_STORIES: SeedStory[] = [
  {
    fullSlug: 'le-nostre-produzioni',
    name: 'Le nostre produzioni',
    publishedAt: '2026-02-10T08:00:00Z',
    content: block<SectionContent>({
      component: 'production_category',
      title: 'Le nostre produzioni',
      intro:
        'Nei campi dell’azienda agricola di Montebello coltiviamo ortaggi e frutta che arrivano sui banchi dei nostri ipermercati il giorno stesso della raccolta.',
      image: asset('productions-hero'),
      body: [
        block<ProductionCalendarBlock>({
          component: 'production_calendar',
          title: 'Il calendario dei campi',
          intro: 'Mese per mese, quando trapiantiamo le piantine e quando raccogliamo.',
        }),
      ],
      seo: seo(
        'Le nostre produzioni',
        'Ortaggi e frutta coltivati da Iper: pomodori, zucchine, insalate, melanzane, fragole e mele, con il calendario di trapianto e raccolta.',
      ),
    }),
  },
  {
    fullSlug: 'le-nostre-produzioni/orto',
    name: 'Orto',
    position: 1,
    publishedAt: '2026-02-10T08:00:00Z',
    content: block<SectionContent>({
      component: 'production_category',
      title: 'L’orto',
      intro:
        'Ortaggi coltivati in pieno campo e in serra fredda, con la difesa integrata e l’irrigazione a goccia.',
      icon: 'home',
      seo: seo(
        'L’orto | Le nostre produzioni Iper',
        'Pomodori, zucchine, insalate e melanzane delle nostre produzioni: come li coltiviamo e quando li raccogliamo.',
      ),
    }),
  },
  {
    fullSlug: 'le-nostre-produzioni/frutteto',
    name: 'Frutteto',
    position: 2,
    publishedAt: '2026-02-10T08:00:00Z',
    content: block<SectionContent>({
      component: 'production_category',
      title: 'Il frutteto',
      intro: 'Fragole e mele raccolte a piena maturazione, perché il sapore si forma sulla pianta.',
      icon: 'home',
      seo: seo(
        'Il frutteto | Le nostre produzioni Iper',
        'Fragole e mele delle nostre produzioni, raccolte a piena maturazione.',
      ),
    }),
  },

  production(
    'orto/pomodori',
    'Pomodori',
    'Cuore di bue, San Marzano e ciliegino, trapiantati in primavera e raccolti a mano per tutta l’estate.',
    'production-pomodori',
    [4, 5],
    [7, 8, 9],
    `
Le piantine nascono in serra a febbraio e vanno in campo tra aprile e maggio, quando il terreno si è scaldato. Le leghiamo a tutori di canna e togliamo a mano i germogli laterali, le _femminelle_, perché la pianta concentri la forza nei frutti.

## La raccolta
Raccogliamo a mano ogni due o tre giorni, da luglio a settembre, scegliendo i pomodori che hanno appena cambiato colore: finiscono di maturare nel tragitto verso il punto vendita.

## Come conservarli
Mai in frigorifero: il freddo spegne il profumo. Tienili a temperatura ambiente, lontano dal sole, e consumali entro una settimana.
`,
    1,
  ),
  production(
    'orto/zucchine',
    'Zucchine',
    'Zucchine romanesche e scure di Milano, raccolte piccole, quando sono più tenere.',
    'production-zucchine',
    [4, 5, 6],
    [6, 7, 8, 9],
    `
Le zucchine crescono in fretta: nei mesi più caldi un frutto passa da dieci a venti centimetri in due giorni. Per questo le raccogliamo ogni mattina, quando misurano tra i quindici e i diciotto centimetri.

Il fiore, quando c'è, è il segno che la zucchina è appena colta. Si conserva in frigorifero, nel cassetto delle verdure, per quattro o cinque giorni.
`,
    2,
  ),
  production(
    'orto/insalate',
    'Insalate',
    'Lattuga, gentilina e scarola, coltivate a turni per averle fresche quasi tutto l’anno.',
    'production-insalate',
    [3, 4, 5, 8, 9],
    [5, 6, 7, 10, 11],
    `
Le insalate hanno un ciclo breve, di cinquanta-sessanta giorni: le trapiantiamo a turni ogni due settimane, in primavera e a fine estate, per raccoglierle sempre al punto giusto. In piena estate il caldo le farebbe andare a seme, per questo a luglio e agosto i campi riposano.

Lavale solo prima di consumarle e conservale in frigorifero in un contenitore con un foglio di carta assorbente.
`,
    3,
  ),
  production(
    'orto/melanzane',
    'Melanzane',
    'Melanzane tonde e lunghe, dalla buccia lucida, che amano il caldo dell’estate piena.',
    'production-melanzane',
    [5],
    [7, 8, 9, 10],
    `
La melanzana è la più freddolosa tra gli ortaggi estivi: la trapiantiamo solo a maggio, quando le notti non scendono più sotto i quindici gradi. Dà frutti da luglio fino ai primi freddi di ottobre.

Una melanzana fresca ha la buccia lucida e tesa e il calice verde. Si conserva in frigorifero per quattro o cinque giorni.
`,
    4,
  ),
  production(
    'frutteto/fragole',
    'Fragole',
    'Fragole di pieno campo, raccolte mature al mattino presto e sui banchi nel pomeriggio.',
    'production-fragole',
    [8, 9],
    [4, 5, 6],
    `
Le piantine di fragola si mettono a dimora a fine estate: passano l'inverno in campo, protette dalla pacciamatura, e in primavera fioriscono. La raccolta va da aprile a giugno.

Raccogliamo solo frutti rossi fino al picciolo, perché la fragola, una volta staccata, non matura più. Lavale poco prima di mangiarle, con il picciolo ancora attaccato.
`,
    1,
  ),
  production(
    'frutteto/mele',
    'Mele',
    'Golden, Gala e Renetta del nostro frutteto, raccolte a mano tra fine estate e autunno.',
    'production-mele',
    [2, 3],
    [8, 9, 10],
    `
I nuovi alberi si piantano a fine inverno, quando sono ancora a riposo. Le prime mele arrivano dal terzo anno. La raccolta comincia a fine agosto con le Gala e finisce a ottobre con le Renette.

Le mele si conservano a lungo in frigorifero, lontano da altra frutta e verdura: producono etilene, che accelera la maturazione dei vicini.
`,
    2,
  ),
];

import type { PositionKind } from '@iper/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a business function asks and offers, shared by its positions across stores. */
interface FunctionSheet {
  description: string[];
  requirements: string[];
  offer: string[];
}

const STORE_OFFER = [
  'Formazione iniziale in affiancamento e corsi della nostra scuola dei mestieri.',
  'Turni programmati con almeno due settimane di anticipo.',
  'Sconto dipendenti del 10% sulla spesa e welfare aziendale.',
];

const SHEETS: Record<string, FunctionSheet> = {
  Gastronomia: {
    description: [
      'Al banco gastronomia servirai i clienti consigliandoli su salumi, formaggi e piatti pronti, con attenzione al taglio, alla pesatura e alla presentazione dei prodotti.',
      'Ti occuperai del riassortimento del banco, della preparazione dei piatti di rosticceria e del rispetto delle norme igieniche (HACCP) e della catena del freddo.',
    ],
    requirements: [
      'Esperienza anche breve al banco o nella ristorazione.',
      'Attestato HACCP o disponibilità a conseguirlo.',
      'Cortesia e orientamento al cliente.',
    ],
    offer: STORE_OFFER,
  },
  Macelleria: {
    description: [
      'Nel reparto macelleria lavorerai le carni in laboratorio (disosso, porzionatura, preparati) e servirai i clienti al banco assistito.',
      'Curerai l’esposizione nel banco libero servizio, l’etichettatura e la rotazione dei prodotti secondo le scadenze.',
    ],
    requirements: [
      'Conoscenza dei tagli di carne bovina, suina e avicola.',
      'Uso sicuro di coltelli e attrezzature di laboratorio.',
      'Attestato HACCP.',
    ],
    offer: STORE_OFFER,
  },
  Pescheria: {
    description: [
      'Al banco pescheria accoglierai i clienti, consiglierai il pescato del giorno e lo preparerai su richiesta: pulitura, sfilettatura, porzionatura.',
      'Ti occuperai dell’allestimento del banco con il ghiaccio, della tracciabilità e della corretta conservazione del prodotto.',
    ],
    requirements: [
      'Passione per il pesce fresco e voglia di imparare il mestiere.',
      'Attestato HACCP o disponibilità a conseguirlo.',
      'Disponibilità dalle prime ore del mattino.',
    ],
    offer: STORE_OFFER,
  },
  Ortofrutta: {
    description: [
      'Nel reparto ortofrutta allestirai l’esposizione di frutta e verdura, controllerai la qualità e la freschezza dei prodotti e ne curerai la rotazione.',
      'Riceverai la merce dai fornitori locali, controllando quantità e calibri, e aiuterai i clienti nella scelta dei prodotti di stagione.',
    ],
    requirements: [
      'Cura del dettaglio e della presentazione.',
      'Capacità di lavorare in squadra.',
      'Disponibilità a lavorare nei fine settimana.',
    ],
    offer: STORE_OFFER,
  },
  Casse: {
    description: [
      'Alle casse tradizionali e alle casse automatiche accoglierai i clienti, registrerai gli acquisti e gestirai i pagamenti in contanti, carte e buoni.',
      'Aiuterai i clienti con la Carta Vantaggi, i coupon digitali e i servizi di pagamento bollette e ricariche.',
    ],
    requirements: [
      'Dimestichezza con il denaro e precisione.',
      'Cortesia e pazienza con i clienti.',
      'Disponibilità su turni, anche la domenica.',
    ],
    offer: STORE_OFFER,
  },
  Vendita: {
    description: [
      'Nei reparti del fresco confezionato e della drogheria rifornirai gli scaffali, controllerai prezzi ed etichette e manterrai ordinato il reparto.',
      'Seguirai le promozioni del volantino, allestendo testate e isole promozionali secondo il planogramma.',
    ],
    requirements: [
      'Dinamismo e capacità di organizzare il proprio lavoro.',
      'Uso del terminale palmare per il controllo delle giacenze.',
      'Disponibilità a lavorare su turni.',
    ],
    offer: STORE_OFFER,
  },
  Logistica: {
    description: [
      'Nel magazzino ricevimento merci controllerai i documenti di trasporto, scaricherai e stoccherai i bancali e rifornirai i reparti durante la giornata.',
      'Userai il transpallet elettrico e il carrello elevatore nel rispetto delle norme di sicurezza.',
    ],
    requirements: [
      'Patentino per carrello elevatore (o disponibilità a conseguirlo).',
      'Precisione nei controlli quantitativi.',
      'Disponibilità a turni a partire dalle 5:00.',
    ],
    offer: STORE_OFFER,
  },
  'Capo reparto': {
    description: [
      'Guiderai una squadra di 8-15 collaboratori, organizzando turni, ordini e assortimento del reparto per raggiungere gli obiettivi di vendita e margine.',
      'Analizzerai i dati di vendita e delle rotture di stock, curerai la formazione dei collaboratori e la qualità del servizio ai clienti.',
    ],
    requirements: [
      'Esperienza di almeno 3 anni nella grande distribuzione, di cui uno nella gestione di persone.',
      'Conoscenza dei principali indicatori di reparto.',
      'Disponibilità a lavorare su turni e nei fine settimana.',
    ],
    offer: [
      'Inserimento con percorso di formazione manageriale.',
      'Premio di risultato annuale.',
      'Sconto dipendenti del 10% sulla spesa e welfare aziendale.',
    ],
  },
  'Panetteria e pasticceria': {
    description: [
      'Nel forno del punto vendita imparerai a preparare pane, focacce e prodotti da forno con lievito madre, seguendo le ricette della nostra tradizione.',
      'Un maestro panettiere ti accompagnerà nei primi mesi: impasto, formatura, lievitazione e cottura, fino all’autonomia nel turno.',
    ],
    requirements: [
      'Passione per il lavoro manuale e per i prodotti da forno.',
      'Disponibilità al turno notturno o dell’alba.',
      'Nessuna esperienza richiesta: ti formiamo noi.',
    ],
    offer: [
      'Contratto di apprendistato con percorso formativo certificato.',
      'Affiancamento di un maestro del mestiere.',
      'Sconto dipendenti del 10% sulla spesa.',
    ],
  },
  Acquisti: {
    description: [
      'Nella direzione acquisti seguirai una categoria di prodotti: analisi delle vendite, negoziazione con i fornitori, definizione di assortimento e promozioni.',
      'Lavorerai con marketing e qualità per lanciare nuovi prodotti e con la logistica per garantire la disponibilità nei punti vendita.',
    ],
    requirements: [
      'Laurea in economia, ingegneria gestionale o affini.',
      'Ottima conoscenza di Excel; gradita esperienza con SAP.',
      'Capacità di analisi e di negoziazione.',
    ],
    offer: [
      'Sede raggiungibile con i mezzi pubblici, con parcheggio aziendale.',
      'Orario flessibile e due giorni di lavoro da remoto al mese.',
      'Buoni pasto e welfare aziendale.',
    ],
  },
  Marketing: {
    description: [
      'Nel team marketing contribuirai alle campagne del volantino, alla comunicazione della Carta Vantaggi e ai contenuti digitali del sito e dell’app.',
      'Misurerai i risultati delle campagne e proporrai azioni per migliorare il coinvolgimento dei clienti.',
    ],
    requirements: [
      'Laurea in marketing, comunicazione o economia.',
      'Conoscenza degli strumenti di analisi digitale.',
      'Buona conoscenza della lingua inglese.',
    ],
    offer: [
      'Orario flessibile e lavoro da remoto due giorni al mese.',
      'Percorso di crescita nel marketing della grande distribuzione.',
      'Buoni pasto e welfare aziendale.',
    ],
  },
  'Sistemi informativi': {
    description: [
      'Nei sistemi informativi lavorerai sulle applicazioni che servono i punti vendita: casse, gestione ordini, sito e app per i clienti.',
      'Parteciperai all’analisi dei requisiti con le direzioni di business, allo sviluppo e ai test, in un gruppo che lavora per iterazioni brevi.',
    ],
    requirements: [
      'Laurea in informatica, ingegneria o esperienza equivalente.',
      'Conoscenza di SQL e di almeno un linguaggio tra TypeScript, Java e Python.',
      'Inglese tecnico.',
    ],
    offer: [
      'Lavoro ibrido: fino a due giorni a settimana da remoto.',
      'Budget annuale per formazione e certificazioni.',
      'Buoni pasto e welfare aziendale.',
    ],
  },
  Amministrazione: {
    description: [
      'In amministrazione seguirai la contabilità fornitori, le riconciliazioni bancarie e le chiusure mensili, in collaborazione con i punti vendita.',
      'Supporterai il bilancio annuale e le verifiche dei revisori.',
    ],
    requirements: [
      'Diploma di ragioneria o laurea in economia.',
      'Esperienza di almeno 2 anni in contabilità generale.',
      'Conoscenza di un gestionale ERP.',
    ],
    offer: ['Orario flessibile.', 'Buoni pasto e welfare aziendale.', 'Parcheggio aziendale.'],
  },
  'Risorse umane': {
    description: [
      'Nelle risorse umane ti occuperai della selezione per i punti vendita: pubblicazione degli annunci, screening dei CV, colloqui e inserimento dei nuovi colleghi.',
      'Collaborerai ai progetti di employer branding e alle giornate di reclutamento nelle scuole e nelle università.',
    ],
    requirements: [
      'Laurea in psicologia, scienze della formazione o economia.',
      'Ottime capacità relazionali e di organizzazione.',
      'Disponibilità a trasferte nei punti vendita del Nord Italia.',
    ],
    offer: [
      'Stage retribuito di 6 mesi con rimborso spese di 800 € al mese.',
      'Tutor dedicato.',
      'Buoni pasto.',
    ],
  },
  Qualità: {
    description: [
      'Nell’ufficio qualità verificherai gli standard dei prodotti a marchio e dei reparti freschi, con visite ai fornitori e ai punti vendita.',
      'Seguirai le analisi di laboratorio, la gestione delle non conformità e l’aggiornamento dei piani HACCP.',
    ],
    requirements: [
      'Laurea in tecnologie alimentari, biologia o chimica.',
      'Conoscenza della normativa igienico-sanitaria.',
      'Patente B e disponibilità a trasferte.',
    ],
    offer: [
      'Auto aziendale per le trasferte.',
      'Orario flessibile.',
      'Buoni pasto e welfare aziendale.',
    ],
  },
};

interface SeedPosition {
  kind: PositionKind;
  title: string;
  function: keyof typeof SHEETS;
  contract: string;
  /** The store's slug (its town is the place); head-office positions give a place instead. */
  store?: string;
  place?: string;
  daysAgo: number;
  summary: string;
  /** Closed this many days ago: shown for reference, takes no applications. */
  closedDaysAgo?: number;
}

const FULL_TIME = 'Tempo indeterminato, full time 40 ore';
const PART_TIME = 'Tempo indeterminato, part time 24 ore';
const FIXED_TERM = 'Tempo determinato 6 mesi, part time 30 ore';
const APPRENTICESHIP = 'Apprendistato professionalizzante, full time';
const INTERNSHIP = 'Stage 6 mesi, full time';

const HEAD_OFFICE = 'Milano';

/** Demo positions across the stores of the store locator's seed and the head office. */
export const DEMO_POSITIONS: SeedPosition[] = [
  {
    kind: 'punto-vendita',
    title: 'Addetto/a banco gastronomia',
    function: 'Gastronomia',
    contract: PART_TIME,
    store: 'iper-arese',
    daysAgo: 2,
    summary: 'Servizio al banco salumi, formaggi e rosticceria per il nostro ipermercato di Arese.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a alle casse',
    function: 'Casse',
    contract: FIXED_TERM,
    store: 'iper-arese',
    daysAgo: 9,
    summary: 'Accoglienza dei clienti alle casse e alle casse automatiche, anche la domenica.',
  },
  {
    kind: 'punto-vendita',
    title: 'Macellaio/a',
    function: 'Macelleria',
    contract: FULL_TIME,
    store: 'iper-rozzano',
    daysAgo: 4,
    summary: 'Lavorazione delle carni in laboratorio e servizio al banco assistito.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a reparto ortofrutta',
    function: 'Ortofrutta',
    contract: PART_TIME,
    store: 'iper-monza',
    daysAgo: 6,
    summary:
      'Allestimento e cura del reparto frutta e verdura, con prodotti di stagione e del territorio.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a banco pescheria',
    function: 'Pescheria',
    contract: FULL_TIME,
    store: 'iper-orio-al-serio',
    daysAgo: 12,
    summary: 'Preparazione e vendita del pescato del giorno al banco assistito.',
  },
  {
    kind: 'punto-vendita',
    title: 'Capo reparto freschi',
    function: 'Capo reparto',
    contract: FULL_TIME,
    store: 'iper-verona',
    daysAgo: 15,
    summary: 'Guida della squadra dei reparti freschi: persone, ordini, assortimento e risultati.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a rifornimento scaffali',
    function: 'Vendita',
    contract: FIXED_TERM,
    store: 'iper-varese',
    daysAgo: 3,
    summary: 'Rifornimento e ordine dei reparti drogheria e fresco confezionato.',
  },
  {
    kind: 'punto-vendita',
    title: 'Magazziniere/a ricevimento merci',
    function: 'Logistica',
    contract: FULL_TIME,
    store: 'iper-seriate',
    daysAgo: 21,
    summary: 'Ricevimento, controllo e stoccaggio della merce, rifornimento dei reparti.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a banco gastronomia',
    function: 'Gastronomia',
    contract: FULL_TIME,
    store: 'iper-lonato',
    daysAgo: 18,
    summary: 'Banco gastronomia e rosticceria del nostro ipermercato sul lago di Garda.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a alle casse',
    function: 'Casse',
    contract: PART_TIME,
    store: 'iper-novara',
    daysAgo: 27,
    summary: 'Casse tradizionali e self-service, Carta Vantaggi e servizi ai clienti.',
  },
  {
    kind: 'punto-vendita',
    title: 'Macellaio/a',
    function: 'Macelleria',
    contract: PART_TIME,
    store: 'iper-beinasco',
    daysAgo: 33,
    summary: 'Banco macelleria assistito e preparati pronti a cuocere.',
  },
  {
    kind: 'punto-vendita',
    title: 'Capo reparto drogheria',
    function: 'Capo reparto',
    contract: FULL_TIME,
    store: 'iper-udine',
    daysAgo: 40,
    summary: 'Gestione del reparto drogheria: squadra, ordini, promozioni del volantino.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a reparto ortofrutta',
    function: 'Ortofrutta',
    contract: FIXED_TERM,
    store: 'iper-pesaro',
    daysAgo: 8,
    summary: 'Frutta e verdura fresche ogni mattina: esposizione, qualità e consiglio ai clienti.',
  },
  {
    kind: 'punto-vendita',
    title: 'Addetto/a alle casse',
    function: 'Casse',
    contract: FIXED_TERM,
    store: 'iper-cremona',
    daysAgo: 95,
    closedDaysAgo: 30,
    summary: 'Rinforzo estivo alle casse del punto vendita di Cremona.',
  },

  {
    kind: 'sede',
    title: 'Buyer categoria freschi',
    function: 'Acquisti',
    contract: FULL_TIME,
    place: HEAD_OFFICE,
    daysAgo: 5,
    summary: 'Gestione della categoria latticini e formaggi: fornitori, assortimento e promozioni.',
  },
  {
    kind: 'sede',
    title: 'Specialista marketing digitale',
    function: 'Marketing',
    contract: FULL_TIME,
    place: HEAD_OFFICE,
    daysAgo: 11,
    summary: 'Campagne digitali per il volantino e la Carta Vantaggi, misura dei risultati.',
  },
  {
    kind: 'sede',
    title: 'Sviluppatore/trice software',
    function: 'Sistemi informativi',
    contract: FULL_TIME,
    place: HEAD_OFFICE,
    daysAgo: 1,
    summary:
      'Sviluppo delle applicazioni per i punti vendita e dei servizi digitali per i clienti.',
  },
  {
    kind: 'sede',
    title: 'Contabile fornitori',
    function: 'Amministrazione',
    contract: FULL_TIME,
    place: HEAD_OFFICE,
    daysAgo: 19,
    summary: 'Contabilità fornitori, riconciliazioni e chiusure mensili.',
  },
  {
    kind: 'sede',
    title: 'Stage selezione e formazione',
    function: 'Risorse umane',
    contract: INTERNSHIP,
    place: HEAD_OFFICE,
    daysAgo: 7,
    summary: 'Selezione del personale per i punti vendita e progetti di employer branding.',
  },
  {
    kind: 'sede',
    title: 'Tecnologo/a alimentare',
    function: 'Qualità',
    contract: FULL_TIME,
    place: 'Arese',
    daysAgo: 24,
    summary: 'Controllo qualità dei prodotti a marchio e dei reparti freschi.',
  },
  {
    kind: 'sede',
    title: 'Analista pianificazione logistica',
    function: 'Logistica',
    contract: FULL_TIME,
    place: 'Arese',
    daysAgo: 14,
    summary: 'Pianificazione dei flussi dal centro distributivo ai punti vendita.',
  },

  {
    kind: 'mestieri-in-crescita',
    title: 'Panettiere/a in formazione',
    function: 'Panetteria e pasticceria',
    contract: APPRENTICESHIP,
    store: 'iper-arese',
    daysAgo: 3,
    summary: 'Impara il mestiere del panettiere con il lievito madre, accanto a un maestro.',
  },
  {
    kind: 'mestieri-in-crescita',
    title: 'Pasticcere/a in formazione',
    function: 'Panetteria e pasticceria',
    contract: APPRENTICESHIP,
    store: 'iper-verona',
    daysAgo: 10,
    summary: 'Dalla frolla alle torte delle feste: un percorso di due anni nel nostro laboratorio.',
  },
  {
    kind: 'mestieri-in-crescita',
    title: 'Macellaio/a in formazione',
    function: 'Macelleria',
    contract: APPRENTICESHIP,
    store: 'iper-monza',
    daysAgo: 16,
    summary:
      'Diventa macellaio: tagli, disosso e servizio al banco, con la nostra scuola dei mestieri.',
  },
  {
    kind: 'mestieri-in-crescita',
    title: 'Pescivendolo/a in formazione',
    function: 'Pescheria',
    contract: APPRENTICESHIP,
    store: 'iper-portogruaro',
    daysAgo: 22,
    summary: 'Impara a riconoscere, preparare e consigliare il pesce fresco.',
  },
  {
    kind: 'mestieri-in-crescita',
    title: 'Gastronomo/a in formazione',
    function: 'Gastronomia',
    contract: APPRENTICESHIP,
    store: 'iper-grandate',
    daysAgo: 29,
    summary: 'Rosticceria, piatti pronti e banco formaggi: un mestiere che cresce.',
  },
  {
    kind: 'mestieri-in-crescita',
    title: 'Panettiere/a in formazione',
    function: 'Panetteria e pasticceria',
    contract: APPRENTICESHIP,
    store: 'iper-tortona',
    daysAgo: 36,
    summary: 'Forno del punto vendita: pane, focacce e grissini preparati ogni notte.',
  },
];

/** 'Addetto/a banco gastronomia', 'Iper Arese' → 'addetto-a-banco-gastronomia-iper-arese'. */
export function positionSlug(title: string, where: string): string {
  return `${title} ${where}`
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDaysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Idempotent: positions already present (by slug) are left as they are. */
export async function seedCareers(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const stores = await db.selectFrom('stores').select(['id', 'slug', 'name', 'city']).execute();
  const bySlug = new Map(stores.map((store) => [store.slug, store]));
  const rows = DEMO_POSITIONS.flatMap((position) => {
    const store = position.store ? bySlug.get(position.store) : undefined;
    if (position.store && !store) return []; // a store that is not in this database
    const place = store?.city ?? position.place ?? HEAD_OFFICE;
    const sheet = SHEETS[position.function]!;
    return [
      {
        slug: positionSlug(position.title, store ? store.name : `sede ${place}`),
        kind: position.kind,
        title: position.title,
        place,
        store_id: store?.id ?? null,
        function: position.function,
        contract: position.contract,
        published_on: isoDaysAgo(now, position.daysAgo),
        closes_on:
          position.closedDaysAgo === undefined ? null : isoDaysAgo(now, position.closedDaysAgo),
        summary: position.summary,
        description: [position.summary, ...sheet.description].join('\n\n'),
        requirements: JSON.stringify(sheet.requirements),
        offer: JSON.stringify(sheet.offer),
      },
    ];
  });
  if (rows.length === 0) return;
  await db
    .insertInto('job_positions')
    .values(rows)
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
}

import type {
  BannerBlock,
  CarouselBlock,
  CarouselSlideBlock,
  CouponItemBlock,
  CouponTeaserBlock,
  FaqItemBlock,
  FaqListBlock,
  FlyerTeaserBlock,
  HeroBlock,
  ImageBlock,
  LinkItemBlock,
  LinkListBlock,
  NewsletterBlock,
  PageContent,
  RichTextBlock,
  ServiceItemBlock,
  StoresTeaserBlock,
  StoreServicesTeaserBlock,
  TeaserBlock,
  TeaserGridBlock,
  VideoBlock,
} from '@iper/contracts';
import { asset, block, richText, seo, storyLink, type SeedStory } from './helpers';

/** A page; the site adds ' | Iper' to the title of the document. */
function page(
  title: string,
  body: PageContent['body'],
  description: string,
  documentTitle = title,
): PageContent {
  return block<PageContent>({
    component: 'page',
    title,
    body,
    seo: seo(documentTitle, description),
  });
}

const text = (markup: string) =>
  block<RichTextBlock>({ component: 'rich_text', text: richText(markup) });
const faq = (question: string, answer: string) =>
  block<FaqItemBlock>({ component: 'faq_item', question, answer: richText(answer) });
const linkItem = (label: string, path: string) =>
  block<LinkItemBlock>({ component: 'link_item', label, link: storyLink(path) });

const home = page(
  'Iper, La grande i',
  [
    block<HeroBlock>({
      component: 'hero',
      title: 'La spesa grande, i prezzi piccoli',
      text: 'Frutta e verdura delle nostre produzioni, il volantino della settimana e i vantaggi riservati ai titolari di Carta Vantaggi.',
      image: asset('home-hero'),
      cta_label: 'Scopri Carta Vantaggi',
      cta_link: storyLink('/carta-vantaggi'),
    }),
    block<FlyerTeaserBlock>({
      component: 'flyer_teaser',
      title: 'Il volantino della settimana',
      text: 'Oltre 400 prodotti in offerta fino a domenica: scegli il tuo ipermercato e sfoglia le promozioni valide vicino a te.',
      image: asset('flyer-week'),
      valid_from: '2026-11-19',
      valid_to: '2026-11-29',
      link_label: 'Sfoglia i volantini',
    }),
    block<CarouselBlock>({
      component: 'carousel',
      title: 'In primo piano',
      slides: [
        block<CarouselSlideBlock>({
          component: 'carousel_slide',
          title: 'Iper Drive: ordini online, ritiri in due ore',
          text: 'Fai la spesa dal telefono e ritirala al punto Drive senza scendere dall’auto.',
          image: asset('slide-drive'),
          link: storyLink('/iper-drive'),
          link_label: 'Come funziona Iper Drive',
        }),
        block<CarouselSlideBlock>({
          component: 'carousel_slide',
          title: 'Carta Vantaggi Più',
          text: 'Raggiungi 200 € di spesa e passa a Più: lo sconto del caveau cresce su tutti i prodotti aderenti.',
          image: asset('slide-card'),
          link: storyLink('/carta-vantaggi'),
          link_label: 'Scopri Carta Vantaggi',
        }),
        block<CarouselSlideBlock>({
          component: 'carousel_slide',
          title: 'Dal nostro campo alla tua tavola',
          text: 'Pomodori, zucchine e fragole coltivati da noi: guarda quando li trapiantiamo e quando li raccogliamo.',
          image: asset('slide-productions'),
          link: storyLink('/le-nostre-produzioni'),
          link_label: 'Le nostre produzioni',
        }),
      ],
    }),
    block<StoreServicesTeaserBlock>({
      component: 'store_services_teaser',
      title: 'Nel tuo ipermercato trovi anche',
      text: 'Servizi pensati per risparmiare tempo: non tutti sono presenti in ogni punto vendita, controlla quelli del tuo.',
      services: [
        block<ServiceItemBlock>({
          component: 'service_item',
          label: 'Iper Drive',
          icon: 'drive',
          link: storyLink('/servizi/online-e-a-casa/iper-drive-ritiro'),
        }),
        block<ServiceItemBlock>({
          component: 'service_item',
          label: 'Distributore',
          icon: 'fuel',
          link: storyLink('/servizi/in-negozio/distributore-carburante'),
        }),
        block<ServiceItemBlock>({
          component: 'service_item',
          label: 'Parafarmacia',
          icon: 'pharmacy',
          link: storyLink('/servizi/in-negozio/parafarmacia'),
        }),
        block<ServiceItemBlock>({
          component: 'service_item',
          label: 'Ottica',
          icon: 'optician',
          link: storyLink('/servizi/in-negozio/ottica'),
        }),
        block<ServiceItemBlock>({
          component: 'service_item',
          label: 'Ricariche e pagamenti',
          icon: 'payments',
          link: storyLink('/servizi/in-negozio/ricariche-e-pagamenti'),
        }),
        block<ServiceItemBlock>({
          component: 'service_item',
          label: 'Ristorazione',
          icon: 'restaurant',
          link: storyLink('/servizi/in-negozio/ristorazione'),
        }),
      ],
      link_label: 'Tutti i servizi',
    }),
    block<CouponTeaserBlock>({
      component: 'coupon_teaser',
      title: 'Coupon della settimana',
      text: 'Salva i coupon sulla tua Carta Vantaggi e lo sconto si applica da solo alla cassa. Puoi salvarne fino a dieci.',
      coupons: [
        block<CouponItemBlock>({
          component: 'coupon_item',
          title: 'Pasta di semola, tutti i formati',
          discount: '-30%',
          valid_until: '2026-11-29',
        }),
        block<CouponItemBlock>({
          component: 'coupon_item',
          title: 'Caffè macinato per moka',
          discount: '-1,50 €',
          valid_until: '2026-11-29',
        }),
        block<CouponItemBlock>({
          component: 'coupon_item',
          title: 'Detersivo lavatrice liquido',
          discount: '-25%',
          valid_until: '2026-12-06',
        }),
      ],
      link_label: 'Vai ai coupon',
    }),
    block<TeaserGridBlock>({
      component: 'teaser_grid',
      title: 'Da Iper Mag',
      teasers: [
        block<TeaserBlock>({
          component: 'teaser',
          title: 'Risotto alla zucca',
          text: 'Cremoso senza panna: il segreto è la mantecatura.',
          image: asset('mag-risotto-zucca'),
          link: storyLink('/iper-mag/ricette/risotto-alla-zucca'),
        }),
        block<TeaserBlock>({
          component: 'teaser',
          title: 'Una colazione equilibrata',
          text: 'Cosa mettere in tavola per arrivare a pranzo senza fame.',
          image: asset('mag-colazione'),
          link: storyLink('/iper-mag/benessere/colazione-equilibrata'),
        }),
        block<TeaserBlock>({
          component: 'teaser',
          title: 'La verdura d’autunno',
          text: 'Zucca, cavoli e radicchio: come sceglierli e conservarli.',
          image: asset('mag-autunno'),
          link: storyLink('/iper-mag/stagionalita/verdure-d-autunno'),
        }),
      ],
    }),
    block<StoresTeaserBlock>({ component: 'stores_teaser', title: 'I nostri ipermercati' }),
    block<NewsletterBlock>({
      component: 'newsletter',
      title: 'Il volantino nella tua casella di posta',
      text: 'Ogni giovedì le offerte della settimana e una ricetta di stagione. Puoi cancellarti quando vuoi.',
    }),
  ],
  'Volantino della settimana, Carta Vantaggi, coupon, servizi e ricette: tutto Iper, La grande i.',
  'La grande i: volantino, offerte e Carta Vantaggi',
);

const aboutUs = page(
  'Chi siamo',
  [
    block<HeroBlock>({
      component: 'hero',
      title: 'Chi siamo',
      text: 'Ipermercati nel Nord e nel Centro Italia, con una promessa semplice: qualità, convenienza e servizio per tutta la famiglia.',
      image: asset('about-us'),
    }),
    text(`
Iper, La grande i è una catena di ipermercati nata in Lombardia nel 1984. Oggi i nostri punti vendita sono ventisette, tra Piemonte, Lombardia, Veneto, Friuli Venezia Giulia, Emilia-Romagna, Marche e Abruzzo, e ogni giorno accolgono decine di migliaia di famiglie.

## Quello in cui crediamo
- **Il fresco prima di tutto**: panetteria, pescheria, macelleria e gastronomia con laboratori interni in ogni ipermercato.
- **Filiera corta**: una parte della frutta e della verdura arriva dai campi delle [nostre produzioni](/le-nostre-produzioni).
- **Convenienza ogni giorno**: il [volantino](/lista-volantini) settimanale e i vantaggi di [Carta Vantaggi](/carta-vantaggi).

## Lavorare da Iper
Siamo oltre ottomila persone, tra punti vendita e sede. Le posizioni aperte sono nella sezione [Lavora con noi](/lavora-con-noi).
`),
    block<LinkListBlock>({
      component: 'link_list',
      title: 'Per saperne di più',
      links: [
        linkItem('La nostra storia', '/chi-siamo/la-nostra-storia'),
        linkItem('Sostenibilità', '/sostenibilita'),
        linkItem('Punti vendita', '/punti-vendita'),
        linkItem('Lavora con noi', '/lavora-con-noi'),
      ],
    }),
  ],
  'Chi è Iper, La grande i: ventisette ipermercati nel Nord e nel Centro Italia, il fresco, la filiera corta e la convenienza.',
);

const history = page(
  'La nostra storia',
  [
    block<ImageBlock>({
      component: 'image',
      image: asset('about-history'),
      caption: 'Dal primo ipermercato di Arese ai ventisette di oggi.',
    }),
    text(`
## 1984: il primo ipermercato
Ad Arese, alle porte di Milano, apre il primo Iper: diecimila metri quadrati di vendita e un'idea allora nuova in Italia, fare tutta la spesa della settimana sotto lo stesso tetto.

## Gli anni Novanta: i laboratori del fresco
Ogni ipermercato si dota di panetteria, pasticceria e gastronomia interne. Il pane si sforna più volte al giorno, la pasta fresca si tira al banco.

## Gli anni Duemila: la Carta Vantaggi
Arriva la carta fedeltà, che nel 2019 diventa digitale e gratuita. Oggi la usano oltre due milioni di clienti.

## Oggi
Iper Drive per la spesa online con ritiro, i servizi nei punti vendita e i campi delle nostre produzioni, dove coltiviamo ortaggi e frutta che arrivano sui banchi in meno di ventiquattro ore.
`),
  ],
  'Dal primo ipermercato di Arese nel 1984 alla Carta Vantaggi digitale: la storia di Iper, La grande i.',
);

const sustainability = page(
  'Sostenibilità',
  [
    block<HeroBlock>({
      component: 'hero',
      title: 'Sostenibilità',
      text: 'Meno sprechi, meno plastica, più filiera corta: gli impegni che misuriamo ogni anno.',
      image: asset('sustainability'),
    }),
    text(`
La sostenibilità per noi è fatta di scelte concrete, che si possono contare.

- **Recupero delle eccedenze**: i prodotti vicini alla scadenza ancora buoni vengono donati ogni giorno ad associazioni del territorio.
- **Energia**: gli impianti fotovoltaici sui tetti dei punti vendita coprono una parte dei consumi dei banchi frigo.
- **Imballaggi**: riduciamo la plastica nei reparti del fresco, a partire dall'ortofrutta.
- **Filiera corta**: le [nostre produzioni](/le-nostre-produzioni) percorrono pochi chilometri dal campo al banco.
`),
    block<LinkListBlock>({
      component: 'link_list',
      title: 'Approfondimenti',
      links: [
        linkItem('Meno plastica nel fresco', '/sostenibilita/meno-plastica'),
        linkItem('Le nostre produzioni', '/le-nostre-produzioni'),
      ],
    }),
  ],
  'Gli impegni di Iper per la sostenibilità: recupero delle eccedenze, energia solare, meno plastica e filiera corta.',
);

const lessPlastic = page(
  'Meno plastica nel fresco',
  [
    block<ImageBlock>({
      component: 'image',
      image: asset('less-plastic'),
      caption: 'Sacchetti riutilizzabili per frutta e verdura in tutti i punti vendita.',
    }),
    text(`
Nel reparto ortofrutta trovi retine riutilizzabili in cotone: le compri una volta e le usi per tutte le pesate. Alla cassa basta appoggiarle sul nastro, il peso del sacchetto è già tarato.

## Cosa è cambiato
- Vaschette in cartoncino compostabile per frutti di bosco e pomodorini.
- Vassoi in materiale riciclato per carne e pesce confezionati.
- Bottiglie di acqua con almeno il 50% di plastica riciclata nella nostra marca.

## Cosa puoi fare tu
Porta da casa le borse della spesa e le retine: ogni sacchetto in meno conta.
`),
  ],
  'Come Iper riduce la plastica nel reparto del fresco: retine riutilizzabili, vaschette compostabili e materiali riciclati.',
);

const privacy = page(
  'Informativa privacy',
  [
    text(`
Questa informativa spiega come trattiamo i dati personali di chi visita il sito e usa i nostri servizi, ai sensi del Regolamento (UE) 2016/679.

## Titolare del trattamento
Iper Montebello S.p.A., con sede a Milano. Puoi scrivere al responsabile della protezione dei dati all'indirizzo [privacy@iper.example](mailto:privacy@iper.example).

## Quali dati trattiamo
- Dati di registrazione e della Carta Vantaggi: nome, cognome, email, telefono, punto vendita preferito.
- Dati degli acquisti fatti con la carta, per applicare sconti e coupon.
- Dati di navigazione, raccolti con cookie tecnici e, solo con il tuo consenso, di profilazione.

## Per quanto tempo
Conserviamo i dati della carta finché resta attiva e per dieci anni i documenti fiscali, come richiede la legge.

## I tuoi diritti
Puoi chiedere l'accesso, la rettifica, la cancellazione e la portabilità dei tuoi dati, o opporti al trattamento, dalla pagina [Privacy e dati](/account/privacy-e-dati) dell'area personale (scarichi i tuoi dati o elimini l'account) o scrivendo al responsabile della protezione dei dati.
`),
  ],
  'Informativa sul trattamento dei dati personali di Iper Montebello S.p.A.: quali dati, perché, per quanto tempo e i tuoi diritti.',
);

/**
 * The accessibility statement in AgID's model (Linee guida sull'accessibilità degli strumenti
 * informatici, allegato 1): conformity status, what is not accessible and why, how the statement
 * was prepared, feedback and contacts, the enforcement procedure, the site's information.
 */
const accessibilityStatement = page(
  'Dichiarazione di accessibilità',
  [
    text(`
Iper Montebello S.p.A. si impegna a rendere accessibile il proprio sito web, conformemente alla legge 9 gennaio 2004, n. 4, come modificata dal decreto legislativo 10 agosto 2018, n. 106 e dal decreto-legge 16 luglio 2020, n. 76. La presente dichiarazione di accessibilità si applica al sito www.iper.it.

## Stato di conformità
Questo sito web è parzialmente conforme ai requisiti previsti dall'allegato A alla norma UNI EN 301 549:2021 e alle Web Content Accessibility Guidelines (WCAG) 2.2 di livello AA, in ragione dei casi di non conformità elencati di seguito.

## Contenuti non accessibili
I contenuti elencati di seguito non sono accessibili per i seguenti motivi.

### Inosservanza della legge 4/2004
- I volantini in formato PDF non sono documenti PDF accessibili (mancano i tag di struttura): gli stessi prodotti e prezzi sono pubblicati in pagina, nell'elenco prodotti del volantino, navigabile con la tastiera e con i lettori di schermo.
- La mappa dei punti vendita non è utilizzabile con un lettore di schermo: l'elenco dei punti vendita accanto alla mappa riporta per ciascuno indirizzo, distanza, orari e telefono.
- Alcuni documenti PDF dei servizi nei punti vendita (regolamenti e listini) non sono documenti accessibili: su richiesta li inviamo in formato accessibile.

### Onere sproporzionato
Nessun contenuto è escluso per onere sproporzionato.

### Contenuti non soggetti alla legge
Le mappe interattive fornite da terzi, quando attive, e i contenuti pubblicati da terzi non finanziati né sviluppati da Iper.

## Redazione della dichiarazione di accessibilità
La presente dichiarazione è stata redatta il 22 novembre 2026 ed è stata riesaminata l'ultima volta il 22 novembre 2026.

Modalità di redazione: autovalutazione effettuata direttamente dal soggetto erogatore, con prove manuali (navigazione con la sola tastiera dei percorsi di registrazione, ricerca dei punti vendita, salvataggio dei coupon e candidatura, verifica del focus visibile) e test automatici con axe-core sui criteri WCAG 2.2 di livello A e AA, eseguiti su ogni pagina dei percorsi end-to-end a ogni rilascio.

## Meccanismo di feedback e recapiti
Puoi segnalarci i casi di mancata conformità o chiedere le informazioni e i contenuti esclusi in formato accessibile:
- con il [modulo di contatto](/serve-aiuto) del centro assistenza, scegliendo l'argomento "Altre richieste";
- con il pulsante "Dicci la tua" in fondo a ogni pagina;
- per email a [accessibilita@iper.example](mailto:accessibilita@iper.example).

Ti rispondiamo entro 30 giorni.

## Procedura di attuazione
In caso di risposta insoddisfacente o di mancata risposta entro 30 giorni dalla notifica o dalla richiesta, puoi inoltrare una segnalazione al Difensore civico per il digitale dell'Agenzia per l'Italia Digitale (AgID), con il [modulo del Difensore civico per il digitale](https://www.agid.gov.it/it/design-servizi/difensore-civico-digitale), ai sensi dell'articolo 3-quinquies, comma 3, della legge 4/2004.

## Informazioni sul sito e sulla struttura
- Data di pubblicazione del sito: 19 novembre 2026.
- Test di usabilità: non ancora effettuati con persone con disabilità; sono previsti nel 2027.
- Sistema di gestione dei contenuti: headless, compatibile con Storyblok.
- Organizzazione: Iper Montebello S.p.A., sede di Milano; il responsabile dell'accessibilità si raggiunge all'indirizzo [accessibilita@iper.example](mailto:accessibilita@iper.example).
`),
  ],
  'Dichiarazione di accessibilità del sito Iper secondo il modello AgID: stato di conformità alle WCAG 2.2 AA, contenuti non accessibili, come segnalarci un problema.',
);

const foodtruck = page(
  'Il foodtruck di Iper',
  [
    block<HeroBlock>({
      component: 'hero',
      title: 'Il foodtruck di Iper',
      text: 'Pasta fresca, panini con i nostri salumi e il caffè della torrefazione: la cucina di Iper arriva nelle piazze e agli eventi.',
      image: asset('foodtruck-hero'),
      cta_label: 'Trova un ristorante Iper',
      cta_link: storyLink('/punti-vendita/punti-ristorazione'),
    }),
    text(`
Il nostro foodtruck gira per le città dove siamo presenti, dalla primavera all'autunno: mercati, fiere, concerti ed eventi sportivi. Cuciniamo sul posto con gli ingredienti dei nostri reparti del fresco.

## Il menù
- **Pasta al pomodoro fresco e basilico**, con la salsa preparata ogni mattina.
- **Panino con porchetta** e verdure grigliate.
- **Piadina** con crudo, squacquerone e rucola.
- **Tiramisù** della nostra pasticceria e **caffè** espresso.
`),
    block<ImageBlock>({
      component: 'image',
      image: asset('foodtruck-menu'),
      caption: 'La pasta al pomodoro, il piatto più richiesto.',
    }),
    block<FaqListBlock>({
      component: 'faq_list',
      title: 'Domande sul foodtruck',
      faqs: [
        faq(
          'Posso prenotare il foodtruck per un evento?',
          'Sì, per eventi aziendali, feste di paese e manifestazioni sportive con almeno 150 ospiti. Scrivici a [eventi@iper.example](mailto:eventi@iper.example) almeno un mese prima.',
        ),
        faq(
          'Ci sono piatti vegetariani e senza glutine?',
          'Ogni giorno c’è almeno un piatto vegetariano. Su richiesta prepariamo la pasta senza glutine, cotta in acqua e pentole separate.',
        ),
        faq(
          'Posso pagare con la Carta Vantaggi?',
          'Al foodtruck si paga con contanti, carte e smartphone. La Carta Vantaggi non accumula punti sulle consumazioni del foodtruck.',
        ),
      ],
    }),
  ],
  'Il foodtruck di Iper: pasta fresca, panini e caffè preparati sul posto a mercati, fiere ed eventi. Menù e prenotazioni.',
);

const drive = page(
  'Iper Drive',
  [
    block<HeroBlock>({
      component: 'hero',
      title: 'Iper Drive: la spesa online, pronta da ritirare',
      text: 'Scegli i prodotti dal sito o dall’app, prenota l’orario e ritira la spesa al punto Drive: la carichiamo noi in auto.',
      image: asset('drive-hero'),
      cta_label: 'Punti vendita con Iper Drive',
      cta_link: storyLink('/punti-vendita'),
    }),
    text(`
## Come funziona
1. Scegli il punto vendita con Iper Drive più vicino a te.
2. Riempi il carrello online: trovi gli stessi prezzi e le stesse offerte del volantino.
3. Prenota una fascia oraria di ritiro, anche in giornata se ordini entro le 12.
4. Arriva al punto Drive, mostra il codice d'ordine e carichiamo la spesa nel bagagliaio.

Il servizio costa 2 € per ordine ed è gratuito sopra i 60 € di spesa. Con la [Carta Vantaggi](/carta-vantaggi) valgono tutti gli sconti e i coupon salvati.
`),
    block<VideoBlock>({
      component: 'video',
      title: 'Iper Drive in tre passi',
      video: asset('drive-video'),
      poster: asset('drive-video-poster'),
      caption: 'Dall’ordine sullo smartphone al ritiro in auto. Il video non ha audio.',
      transcript:
        'Primo passo: sullo smartphone scegli il punto Drive, riempi il carrello e prenota la fascia oraria. Secondo passo: arriva al punto di ritiro con l’auto e parcheggia negli stalli dedicati. Terzo passo: un addetto porta la spesa, già divisa tra freschi, surgelati e il resto, e la carica nel bagagliaio.',
    }),
    block<FaqListBlock>({
      component: 'faq_list',
      title: 'Domande frequenti su Iper Drive',
      faqs: [
        faq(
          'Cosa succede se un prodotto non è disponibile?',
          'Ti proponiamo un prodotto simile allo stesso prezzo o inferiore. Puoi rifiutarlo al momento del ritiro e non lo paghi.',
        ),
        faq(
          'Posso modificare l’ordine dopo averlo confermato?',
          'Sì, fino a tre ore prima della fascia di ritiro prenotata, dalla pagina dei tuoi ordini.',
        ),
        faq(
          'Come vengono conservati i surgelati?',
          'Surgelati e prodotti freschi restano in celle refrigerate fino al momento del carico, in borse termiche separate.',
        ),
      ],
    }),
    block<BannerBlock>({
      component: 'banner',
      title: 'Hai bisogno di aiuto con un ordine?',
      text: 'Consulta le domande frequenti su Iper Drive o scrivici dal modulo di contatto: rispondiamo entro due giorni lavorativi.',
      cta_label: 'Vai al centro assistenza',
      cta_link: storyLink('/serve-aiuto/iper-drive'),
      tone: 'soft',
    }),
  ],
  'Iper Drive: fai la spesa online e ritirala al punto Drive. Come funziona, costi, orari di ritiro e domande frequenti.',
);

export const PAGE_STORIES: SeedStory[] = [
  {
    fullSlug: 'home',
    name: 'Home',
    content: home,
    publishedAt: '2026-11-19T07:00:00Z',
    isStartpage: false,
  },
  {
    fullSlug: 'chi-siamo',
    name: 'Chi siamo',
    content: aboutUs,
    publishedAt: '2025-03-02T09:00:00Z',
  },
  {
    fullSlug: 'chi-siamo/la-nostra-storia',
    name: 'La nostra storia',
    content: history,
    publishedAt: '2025-03-02T09:00:00Z',
  },
  {
    fullSlug: 'sostenibilita',
    name: 'Sostenibilità',
    content: sustainability,
    publishedAt: '2025-06-05T09:00:00Z',
  },
  {
    fullSlug: 'sostenibilita/meno-plastica',
    name: 'Meno plastica nel fresco',
    content: lessPlastic,
    publishedAt: '2025-06-05T09:00:00Z',
  },
  {
    fullSlug: 'informativa-privacy',
    name: 'Informativa privacy',
    content: privacy,
    publishedAt: '2025-01-15T09:00:00Z',
  },
  {
    fullSlug: 'dichiarazione-di-accessibilita',
    name: 'Dichiarazione di accessibilità',
    content: accessibilityStatement,
    publishedAt: '2026-11-22T09:00:00Z',
  },
  {
    fullSlug: 'foodtruck',
    name: 'Foodtruck',
    content: foodtruck,
    publishedAt: '2026-04-10T09:00:00Z',
  },
  {
    fullSlug: 'iper-drive',
    name: 'Iper Drive',
    content: drive,
    publishedAt: '2025-09-01T09:00:00Z',
  },
];

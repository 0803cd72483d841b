import type {
  ContactFormBlock,
  FaqContent,
  PageContent,
  SectionContent,
  ServiceIcon,
} from '@iper/contracts';
import { asset, block, richText, seo, type SeedStory } from './helpers';

function category(
  slug: string,
  title: string,
  intro: string,
  icon: ServiceIcon,
  position: number,
): SeedStory {
  return {
    fullSlug: `serve-aiuto/${slug}`,
    name: title,
    position,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'faq_category',
      title,
      intro,
      icon,
      seo: seo(`${title} | Serve aiuto?`, intro),
    }),
  };
}

function faq(path: string, question: string, answer: string, position: number): SeedStory {
  const text = richText(answer);
  const firstParagraph =
    answer
      .trim()
      .split(/\n\s*\n/)[0]
      ?.replace(/\*\*|_|\[|\]\([^)]*\)/g, '') ?? question;
  return {
    fullSlug: `serve-aiuto/${path}`,
    name: question,
    position,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<FaqContent>({
      component: 'faq',
      question,
      answer: text,
      seo: seo(`${question}`, firstParagraph.slice(0, 155)),
    }),
  };
}

export const HELP_STORIES: SeedStory[] = [
  {
    fullSlug: 'serve-aiuto',
    name: 'Serve aiuto?',
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'faq_category',
      title: 'Serve aiuto?',
      intro:
        'Cerca tra le domande frequenti o scegli un argomento. Se non trovi la risposta, scrivici: ti rispondiamo entro due giorni lavorativi.',
      image: asset('help-hero'),
      seo: seo(
        'Serve aiuto? Domande frequenti e contatti',
        'Il centro assistenza Iper: domande frequenti su Carta Vantaggi, Iper Drive, punti vendita, coupon e gift card, e il modulo di contatto.',
      ),
    }),
  },
  category(
    'carta-vantaggi',
    'Carta Vantaggi',
    'Richiesta della carta, passaggio a Più, punti e sconti.',
    'gift',
    1,
  ),
  category(
    'iper-drive',
    'Iper Drive e spesa online',
    'Ordini, ritiro al Drive, consegna a domicilio e rimborsi.',
    'drive',
    2,
  ),
  category(
    'punti-vendita',
    'Punti vendita',
    'Orari, servizi, resi e oggetti smarriti nei nostri ipermercati.',
    'home',
    3,
  ),
  category(
    'coupon-e-promozioni',
    'Coupon e promozioni',
    'Come salvare e usare i coupon, e le regole delle promozioni del volantino.',
    'payments',
    4,
  ),
  category('gift-card', 'Gift card', 'Acquisto, saldo e utilizzo delle gift card Iper.', 'gift', 5),
  {
    fullSlug: 'serve-aiuto/contatti',
    name: 'Contattaci',
    position: 6,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<PageContent>({
      component: 'page',
      title: 'Contattaci',
      body: [
        block<ContactFormBlock>({
          component: 'contact_form',
          title: 'Scrivici',
          intro:
            'Compila il modulo: ti rispondiamo via email entro due giorni lavorativi. Per una segnalazione su un acquisto, allega la foto dello scontrino e del prodotto.',
        }),
      ],
      seo: seo(
        'Contattaci | Serve aiuto?',
        'Scrivi al servizio clienti Iper: segnalazioni, richieste di informazioni e suggerimenti, con foto dello scontrino e del prodotto.',
      ),
    }),
  },

  faq(
    'carta-vantaggi/come-richiedere-la-carta',
    'Come richiedo la Carta Vantaggi?',
    `
La Carta Vantaggi è gratuita e digitale. Puoi richiederla dalla pagina [Richiedi Carta Vantaggi](/carta-vantaggi/richiedi) registrandoti al sito: la trovi subito nella tua area personale, pronta da mostrare alla cassa.

Se preferisci la carta fisica, chiedila al punto informazioni di qualsiasi ipermercato con un documento d'identità.
`,
    1,
  ),
  faq(
    'carta-vantaggi/passaggio-a-piu',
    'Come passo a Carta Vantaggi Più?',
    `
Quando la tua spesa con Carta Vantaggi raggiunge **200 €**, nella tua area personale compare il pulsante per passare a Più. Il passaggio è gratuito e immediato: da quel momento lo sconto del caveau si accumula su tutti i prodotti aderenti.
`,
    2,
  ),
  faq(
    'carta-vantaggi/carta-smarrita',
    'Ho perso la carta: cosa devo fare?',
    `
Se hai la carta digitale non perdi nulla: accedi al sito e la ritrovi nella tua area personale. Se avevi la carta fisica, chiedi al punto informazioni di bloccarla e di emetterne una nuova: il saldo e i coupon salvati passano alla nuova carta.
`,
    3,
  ),
  faq(
    'carta-vantaggi/vecchia-carta',
    'Ho ancora la vecchia carta fedeltà: vale ancora?',
    `
Sì. Puoi continuare a usarla, ma ti consigliamo di convertirla nella nuova Carta Vantaggi dall'area personale: inserisci il numero della vecchia carta e il cognome, e i vantaggi accumulati vengono trasferiti.
`,
    4,
  ),
  faq(
    'iper-drive/modificare-un-ordine',
    'Posso modificare un ordine Iper Drive?',
    `
Sì, fino a **tre ore** prima della fascia di ritiro prenotata. Apri l'ordine dalla pagina dei tuoi ordini, aggiungi o togli prodotti e conferma: il totale viene ricalcolato e l'importo addebitato solo al ritiro.
`,
    1,
  ),
  faq(
    'iper-drive/prodotto-mancante',
    'Nella spesa manca un prodotto: come vengo rimborsato?',
    `
I prodotti mancanti non vengono addebitati. Se ti accorgi a casa che manca qualcosa che hai pagato, scrivici dal [modulo di contatto](/serve-aiuto/contatti) indicando il numero d'ordine: riaccreditiamo l'importo entro cinque giorni lavorativi.
`,
    2,
  ),
  faq(
    'iper-drive/ritiro-in-ritardo',
    'Cosa succede se arrivo in ritardo al ritiro?',
    `
Teniamo la spesa pronta fino alla chiusura del punto Drive del giorno prenotato. I prodotti freschi e surgelati restano in cella refrigerata fino al tuo arrivo. Se non puoi venire, spostala dalla pagina dell'ordine.
`,
    3,
  ),
  faq(
    'iper-drive/consegna-a-domicilio',
    'In quali zone fate la consegna a domicilio?',
    `
Consegniamo nei comuni vicini ai punti vendita aderenti. Inserisci il CAP al momento dell'ordine per sapere se il servizio è attivo nella tua zona. Trovi costi e orari nella pagina [Consegna a domicilio](/servizi/online-e-a-casa/consegna-a-domicilio).
`,
    4,
  ),
  faq(
    'punti-vendita/orari-festivi',
    'Gli ipermercati sono aperti nei giorni festivi?',
    `
Gli orari dei giorni festivi e le aperture straordinarie cambiano da punto vendita a punto vendita. Li trovi sempre aggiornati nella scheda di ogni ipermercato, nella pagina [Punti vendita](/punti-vendita).
`,
    1,
  ),
  faq(
    'punti-vendita/reso-di-un-prodotto',
    'Come faccio a restituire un prodotto?',
    `
Porta il prodotto al punto informazioni con lo **scontrino** entro 30 giorni dall'acquisto. Per i prodotti difettosi vale la garanzia legale di due anni; per gli alimentari contattaci subito dal [modulo di contatto](/serve-aiuto/contatti) allegando la foto del prodotto e dello scontrino.
`,
    2,
  ),
  faq(
    'punti-vendita/oggetti-smarriti',
    'Ho dimenticato un oggetto in negozio: a chi mi rivolgo?',
    `
Gli oggetti ritrovati vengono consegnati al punto informazioni e custoditi per 30 giorni. Telefona al tuo punto vendita: trovi il numero nella sua scheda.
`,
    3,
  ),
  faq(
    'coupon-e-promozioni/come-usare-i-coupon',
    'Come uso i coupon?',
    `
Accedi al sito, apri la pagina [Coupon](/carta-vantaggi/coupon) e salva quelli che ti interessano sulla tua Carta Vantaggi. Alla cassa basta mostrare la carta: lo sconto si applica da solo sui prodotti in promozione.

Puoi salvare al massimo dieci coupon alla volta.
`,
    1,
  ),
  faq(
    'coupon-e-promozioni/coupon-non-applicato',
    'Il coupon non è stato applicato alla cassa: cosa faccio?',
    `
Controlla che il coupon fosse salvato prima del pagamento e ancora valido. Se lo era, scrivici dal [modulo di contatto](/serve-aiuto/contatti) con la foto dello scontrino: accreditiamo lo sconto sulla carta entro cinque giorni lavorativi.
`,
    2,
  ),
  faq(
    'coupon-e-promozioni/offerte-del-volantino',
    'Le offerte del volantino valgono in tutti i punti vendita?',
    `
Ogni punto vendita ha il suo volantino: alcune offerte sono uguali ovunque, altre cambiano da zona a zona. Scegli il tuo ipermercato nella pagina dei [volantini](/lista-volantini) per vedere le offerte valide per te.
`,
    3,
  ),
  faq(
    'gift-card/dove-comprare',
    'Dove compro una gift card?',
    `
Le gift card si comprano alle casse di tutti i nostri ipermercati, nei tagli da 25, 50, 100 e 150 €. Sono attive subito e valgono 24 mesi dall'acquisto.
`,
    1,
  ),
  faq(
    'gift-card/controllare-il-saldo',
    'Come controllo il saldo della mia gift card?',
    `
Vai alla pagina [Gift card](/gift-card) e inserisci il numero della carta: vedi subito l'importo residuo e la data di scadenza. Puoi chiedere il saldo anche alle casse.
`,
    2,
  ),
  faq(
    'gift-card/ricaricare',
    'Posso ricaricare una gift card?',
    `
No, le gift card non sono ricaricabili. Puoi usarle in più volte fino a esaurimento del saldo, entro la data di scadenza.
`,
    3,
  ),
];

import type { SectionContent, ServiceContent, ServiceIcon } from '@iper/contracts';
import { asset, block, richText, seo, storyLink, type SeedStory } from './helpers';

function service(
  path: string,
  title: string,
  intro: string,
  image: string,
  icon: ServiceIcon,
  body: string,
  position: number,
  link?: string,
): SeedStory {
  return {
    fullSlug: `servizi/${path}`,
    name: title,
    position,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<ServiceContent>({
      component: 'service',
      title,
      intro,
      image: asset(image),
      icon,
      body: richText(body),
      ...(link ? { external_link: storyLink(link) } : {}),
      seo: seo(`${title} | Servizi Iper`, intro),
    }),
  };
}

export const SERVICE_STORIES: SeedStory[] = [
  {
    fullSlug: 'servizi',
    name: 'Servizi',
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'service_category',
      title: 'I servizi Iper',
      intro:
        'Nei nostri ipermercati e online, i servizi che ti fanno risparmiare tempo: dalla parafarmacia al distributore, da Iper Drive alla consegna a casa.',
      image: asset('services-hero'),
      seo: seo(
        'Servizi',
        'Tutti i servizi di Iper: parafarmacia, ottica, ricariche, ristorazione, distributore, Iper Drive e consegna a domicilio.',
      ),
    }),
  },
  {
    fullSlug: 'servizi/in-negozio',
    name: 'In negozio',
    position: 1,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'service_category',
      title: 'Servizi in negozio',
      intro:
        'Quello che trovi nei nostri ipermercati oltre alla spesa. I servizi cambiano da punto vendita a punto vendita: controlla quelli del tuo nella sua scheda.',
      icon: 'home',
      seo: seo(
        'Servizi in negozio',
        'Parafarmacia, ottica, ricariche, lavanderia, stampa foto, ristorazione, distributore e angolo pet nei punti vendita Iper.',
      ),
    }),
  },
  {
    fullSlug: 'servizi/online-e-a-casa',
    name: 'Online e a casa',
    position: 2,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'service_category',
      title: 'Online e a casa',
      intro:
        'La spesa quando e dove ti serve: ordina online e ritira al Drive, oppure fattela portare a casa.',
      icon: 'drive',
      seo: seo(
        'Servizi online e a casa',
        'Iper Drive, consegna a domicilio e lista della spesa digitale: i servizi Iper per fare la spesa online.',
      ),
    }),
  },

  service(
    'in-negozio/parafarmacia',
    'Parafarmacia',
    'Farmaci senza obbligo di ricetta, integratori e prodotti per l’infanzia, con il consiglio di un farmacista.',
    'service-parafarmacia',
    'pharmacy',
    `
In parafarmacia trovi farmaci da banco e senza obbligo di ricetta, integratori, dermocosmesi, prodotti per l'igiene e per la prima infanzia. Al banco c'è sempre un farmacista abilitato, pronto a consigliarti.

## Cosa puoi fare
- Misurare la pressione gratuitamente, senza prenotazione.
- Ordinare prodotti non disponibili: arrivano in 24-48 ore.
- Usare la Carta Vantaggi per gli sconti sui prodotti non farmaci.

I farmaci non possono essere acquistati con i coupon e non accumulano vantaggi, come previsto dalla legge.
`,
    1,
  ),
  service(
    'in-negozio/ottica',
    'Ottica',
    'Occhiali da vista e da sole, lenti a contatto e controllo della vista gratuito con i nostri ottici optometristi.',
    'service-ottica',
    'optician',
    `
Nel centro ottico puoi fare un controllo della vista gratuito, scegliere montature delle principali marche e ordinare lenti progressive, monofocali e a contatto.

## Il nostro impegno
- Occhiali da vista pronti in cinque giorni lavorativi.
- Due anni di garanzia sulle montature e sulle lenti.
- Regolazioni e piccole riparazioni sempre gratuite.

Prenota il controllo della vista direttamente al centro ottico o telefonando al tuo punto vendita.
`,
    2,
  ),
  service(
    'in-negozio/ricariche-e-pagamenti',
    'Ricariche e pagamenti',
    'Ricariche telefoniche, bollettini, bollette e carte prepagate, direttamente alle casse.',
    'service-ricariche',
    'payments',
    `
Alle casse e al punto informazioni puoi pagare bollettini postali e PagoPA, bollette di luce, gas e telefono, e fare ricariche telefoniche di tutti gli operatori.

## Cosa serve
- Per i bollettini, il codice a barre o il codice QR stampato.
- Per le ricariche, il numero di telefono da ricaricare.

La commissione sui bollettini è di 1,50 €. Si paga in contanti o con carta di debito.
`,
    3,
  ),
  service(
    'in-negozio/lavanderia',
    'Lavanderia',
    'Lavaggio a secco, stiratura e trattamento di capi delicati, pronti mentre fai la spesa.',
    'service-lavanderia',
    'laundry',
    `
Lascia i capi al banco della lavanderia all'ingresso: camicie, giacche, piumoni e tende tornano puliti e stirati.

## Tempi e prezzi
- Camicia lavata e stirata: pronta in 24 ore, 2,90 €.
- Giacca o cappotto a secco: pronto in 48 ore.
- Piumone matrimoniale: pronto in tre giorni.

Con la Carta Vantaggi il decimo lavaggio di camicia è gratuito.
`,
    4,
  ),
  service(
    'in-negozio/stampa-foto',
    'Stampa foto',
    'Stampa le foto dallo smartphone in pochi minuti, oppure ordina album e calendari personalizzati.',
    'service-foto',
    'photo',
    `
Ai chioschi self-service colleghi lo smartphone con il cavo o via Wi‑Fi, scegli le foto e le stampi subito nei formati 10×15, 13×18 e 15×20.

## Prodotti personalizzati
Album fotografici, calendari, tazze e cuscini si ordinano al chiosco e si ritirano in cinque giorni lavorativi.
`,
    5,
  ),
  service(
    'in-negozio/ristorazione',
    'Ristorazione',
    'Pranzo veloce, caffetteria e pizzeria nei nostri ristoranti, dal mattino alla sera.',
    'service-ristorazione',
    'restaurant',
    `
Nei nostri ipermercati trovi caffetterie, ristoranti self-service, pizzerie e gelaterie. Le ricette sono preparate ogni giorno con gli ingredienti dei nostri reparti del fresco.

Il menù del giorno e gli orari dei ristoranti di ogni punto vendita sono nella pagina dei [punti ristorazione](/punti-vendita/punti-ristorazione).
`,
    6,
    '/punti-vendita/punti-ristorazione',
  ),
  service(
    'in-negozio/distributore-carburante',
    'Distributore di carburante',
    'Benzina, diesel, GPL, metano e HVO a prezzi convenienti, aperto anche nei giorni festivi.',
    'service-carburante',
    'fuel',
    `
Le stazioni di servizio dei nostri ipermercati sono aperte tutti i giorni, con self-service attivo 24 ore su 24. I prezzi dei carburanti sono aggiornati ogni mattina e li trovi nella scheda del punto vendita.

## Carburanti disponibili
Benzina, Diesel, GPL, Metano e HVO, a seconda della stazione. Con la Carta Vantaggi ricevi un buono sconto sulla spesa ogni 50 litri di rifornimento.
`,
    7,
    '/punti-vendita',
  ),
  service(
    'in-negozio/angolo-pet',
    'Angolo pet',
    'Cibo, accessori e prodotti per l’igiene di cani, gatti e piccoli animali, con un reparto dedicato.',
    'service-pet',
    'pet',
    `
Nel reparto pet trovi alimenti secchi e umidi per cani e gatti di ogni età, snack, lettiere, guinzagli, cucce e giochi. In alcuni punti vendita c'è un negozio dedicato con toelettatura su prenotazione.

Gli addetti del reparto sono formati per consigliarti l'alimentazione più adatta al tuo animale.
`,
    8,
  ),
  service(
    'online-e-a-casa/iper-drive-ritiro',
    'Iper Drive',
    'Ordina online e ritira la spesa al punto Drive: la carichiamo noi in auto.',
    'service-drive',
    'drive',
    `
Con Iper Drive fai la spesa dal sito o dall'app, prenoti l'orario e ritiri al punto Drive senza scendere dall'auto. Tutti i dettagli su costi e tempi sono nella pagina [Iper Drive](/iper-drive).
`,
    1,
    '/iper-drive',
  ),
  service(
    'online-e-a-casa/consegna-a-domicilio',
    'Consegna a domicilio',
    'La spesa portata a casa tua, nella fascia oraria che scegli, anche al piano.',
    'service-domicilio',
    'truck',
    `
Ordina online e ricevi la spesa a casa, in fasce orarie di due ore dalle 9 alle 21. I nostri corrieri consegnano al piano e rispettano la catena del freddo.

## Costi
- 4,90 € per ordine.
- Gratuita sopra i 100 € di spesa.
- Gratuita per gli over 70 con la Carta Vantaggi.

Il servizio è attivo nei comuni vicini ai punti vendita aderenti: inserisci il CAP al momento dell'ordine per verificarlo.
`,
    2,
  ),
  service(
    'online-e-a-casa/lista-della-spesa-digitale',
    'Lista della spesa digitale',
    'Prepara la lista sul sito, ritrovala sullo smartphone in negozio e non dimenticare più niente.',
    'service-lista',
    'home',
    `
Dall'area personale puoi creare la tua lista della spesa, aggiungere i prodotti del volantino con un tocco e condividerla con la famiglia.

Le promozioni scadute restano nella lista, nella sezione _Dalle promozioni precedenti_, così puoi ritrovare i prodotti che compri più spesso. Vai alla tua [lista della spesa](/account/lista-spesa).
`,
    3,
    '/account/lista-spesa',
  ),
];

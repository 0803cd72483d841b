import type { ArticleContent, SectionContent } from '@iper/contracts';
import { asset, block, richText, seo, type SeedStory } from './helpers';

const CHEF = 'Marco Bianchi, chef di Iper';
const NUTRITIONIST = 'Laura Ferri, biologa nutrizionista';
const EDITOR = 'Giulia Rinaldi, redazione Iper Mag';

function category(
  slug: string,
  title: string,
  intro: string,
  description: string,
  position: number,
): SeedStory {
  return {
    fullSlug: `iper-mag/${slug}`,
    name: title,
    position,
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'mag_category',
      title,
      intro,
      seo: seo(`${title} | Iper Mag`, description),
    }),
  };
}

function article(
  path: string,
  title: string,
  intro: string,
  image: string,
  author: string,
  publishedAt: string,
  body: string,
  tags: string[],
): SeedStory {
  return {
    fullSlug: `iper-mag/${path}`,
    name: title,
    publishedAt,
    tags,
    content: block<ArticleContent>({
      component: 'mag_article',
      title,
      intro,
      image: asset(image),
      author,
      body: richText(body),
      seo: seo(`${title} | Iper Mag`, intro),
    }),
  };
}

export const MAGAZINE_STORIES: SeedStory[] = [
  {
    fullSlug: 'iper-mag',
    name: 'Iper Mag',
    publishedAt: '2025-09-01T08:00:00Z',
    content: block<SectionContent>({
      component: 'mag_category',
      title: 'Iper Mag',
      intro:
        'Ricette di stagione, consigli per mangiare bene e idee per fare la spesa con la testa: il magazine di Iper.',
      image: asset('mag-hero'),
      seo: seo(
        'Iper Mag: ricette, benessere e stagionalità',
        'Il magazine di Iper: ricette di stagione, consigli di benessere e guide per scegliere frutta e verdura.',
      ),
    }),
  },
  category(
    'ricette',
    'Ricette',
    'Primi, secondi e dolci della tradizione, spiegati passo per passo dal nostro chef.',
    'Le ricette di Iper Mag: primi, secondi e dolci della tradizione italiana spiegati passo per passo.',
    1,
  ),
  category(
    'benessere',
    'Benessere',
    'Piccole abitudini per mangiare meglio ogni giorno, con i consigli della nostra nutrizionista.',
    'Consigli di alimentazione e benessere di Iper Mag, a cura della nostra nutrizionista.',
    2,
  ),
  category(
    'stagionalita',
    'Stagionalità',
    'Cosa mettere nel carrello mese per mese, e come conservarlo.',
    'Frutta e verdura di stagione: come sceglierle, conservarle e cucinarle, mese per mese.',
    3,
  ),

  article(
    'ricette/lasagne-alla-bolognese',
    'Lasagne alla bolognese',
    'Il piatto della domenica: sfoglia all’uovo, ragù cotto a lungo e una besciamella leggera.',
    'mag-lasagne',
    CHEF,
    '2026-11-15T08:00:00Z',
    `
Le lasagne si preparano con calma: il ragù vuole almeno due ore di cottura lenta, ma si può fare il giorno prima. Così la domenica resta solo da comporre gli strati e infornare.

## Ingredienti per 6 persone
- 500 g di sfoglia all'uovo fresca
- 300 g di macinato di manzo e 200 g di macinato di maiale
- 700 ml di passata di pomodoro
- 1 carota, 1 costa di sedano, 1 cipolla
- 1 litro di latte, 80 g di burro, 80 g di farina
- 120 g di Parmigiano Reggiano grattugiato

## Preparazione
1. Trita le verdure e falle appassire in una casseruola con un filo d'olio.
2. Aggiungi la carne, falla rosolare bene e sfuma con un bicchiere di vino rosso.
3. Versa la passata, abbassa la fiamma e cuoci coperto per due ore, mescolando ogni tanto.
4. Prepara la besciamella: sciogli il burro, unisci la farina e poi il latte caldo, mescolando finché si addensa.
5. In una teglia alterna sfoglia, ragù, besciamella e parmigiano, per cinque strati.
6. Cuoci in forno a 180 °C per 35 minuti e lascia riposare un quarto d'ora prima di servire.

> Il consiglio dello chef: la sfoglia fresca non va sbollentata, basta che il ragù non sia troppo asciutto.
`,
    ['ricetta', 'primi', 'forno'],
  ),
  article(
    'ricette/risotto-alla-zucca',
    'Risotto alla zucca',
    'Cremoso senza panna: il segreto è una zucca ben matura e la mantecatura a fuoco spento.',
    'mag-risotto-zucca',
    CHEF,
    '2026-11-02T08:00:00Z',
    `
La zucca delica o la mantovana danno al risotto un colore intenso e una dolcezza naturale. Scegline una pesante, con la buccia dura e il picciolo secco.

## Ingredienti per 4 persone
- 320 g di riso Carnaroli
- 500 g di polpa di zucca
- 1 scalogno
- 1 litro di brodo vegetale caldo
- 40 g di burro freddo e 60 g di Grana Padano

## Preparazione
1. Taglia la zucca a cubetti e falla stufare con lo scalogno e un mestolo di brodo finché si sfalda.
2. Tosta il riso a secco per due minuti, poi unisci la zucca.
3. Porta a cottura aggiungendo il brodo un mestolo alla volta, per circa 17 minuti.
4. A fuoco spento manteca con il burro freddo e il formaggio, copri e aspetta due minuti.

Per un tocco in più, servilo con qualche fogliolina di salvia croccante.
`,
    ['ricetta', 'primi', 'autunno'],
  ),
  article(
    'ricette/pasta-al-pomodoro-e-basilico',
    'Pasta al pomodoro e basilico',
    'La ricetta più semplice è anche la più difficile: pochi ingredienti, scelti bene.',
    'mag-pasta-pomodoro',
    CHEF,
    '2026-10-20T08:00:00Z',
    `
Per una pasta al pomodoro da ricordare servono pomodori maturi, un buon olio extravergine e basilico appena colto. D'estate usa i pomodori freschi, nel resto dell'anno una passata di qualità.

## Ingredienti per 4 persone
- 360 g di spaghetti
- 800 g di pomodori San Marzano maturi, oppure 700 ml di passata
- 1 spicchio d'aglio
- un mazzetto di basilico
- olio extravergine d'oliva e sale

## Preparazione
1. Incidi i pomodori, sbollentali per un minuto, pelali e tagliali a pezzi.
2. In padella scalda l'olio con l'aglio schiacciato, poi unisci i pomodori e un pizzico di sale.
3. Cuoci a fuoco vivace per dieci minuti e togli l'aglio.
4. Scola la pasta al dente e saltala nel sugo con qualche cucchiaio di acqua di cottura.
5. Completa a crudo con il basilico spezzato a mano e un filo d'olio.
`,
    ['ricetta', 'primi', 'veloce'],
  ),
  article(
    'ricette/insalata-di-farro',
    'Insalata di farro con verdure estive',
    'Un piatto unico fresco da preparare in anticipo e portare in ufficio o in spiaggia.',
    'mag-farro',
    CHEF,
    '2026-07-08T08:00:00Z',
    `
Il farro perlato cuoce in una ventina di minuti e resta al dente anche il giorno dopo: per questo è perfetto per le insalate da portare con sé.

## Ingredienti per 4 persone
- 300 g di farro perlato
- 2 zucchine, 1 peperone giallo, 250 g di pomodorini
- 150 g di feta
- menta, basilico, olio extravergine, succo di limone

## Preparazione
1. Cuoci il farro in acqua salata, scolalo e allargalo su un vassoio a raffreddare.
2. Griglia le zucchine e il peperone tagliati a listarelle.
3. Unisci al farro le verdure, i pomodorini tagliati a metà e la feta a cubetti.
4. Condisci con olio, limone ed erbe aromatiche e lascia riposare in frigorifero per mezz'ora.

Si conserva in frigorifero, in un contenitore chiuso, per due giorni.
`,
    ['ricetta', 'piatto unico', 'estate'],
  ),
  article(
    'ricette/torta-di-mele',
    'Torta di mele della nonna',
    'Soffice, profumata di limone e con tante mele: la torta che mette d’accordo tutti.',
    'mag-torta-mele',
    CHEF,
    '2026-10-05T08:00:00Z',
    `
Le mele renette o le golden sono le più adatte: in cottura restano morbide ma non si disfano. Il limone grattugiato nell'impasto fa la differenza.

## Ingredienti per una tortiera da 24 cm
- 4 mele
- 3 uova, 150 g di zucchero
- 250 g di farina 00, 1 bustina di lievito per dolci
- 100 ml di latte, 80 g di burro fuso
- la scorza di un limone non trattato

## Preparazione
1. Monta le uova con lo zucchero finché il composto è chiaro e spumoso.
2. Unisci il burro fuso, il latte e la scorza di limone, poi la farina setacciata con il lievito.
3. Aggiungi due mele tagliate a cubetti e versa nella tortiera imburrata.
4. Decora con le altre mele a fettine sottili e una spolverata di zucchero.
5. Cuoci a 175 °C per 45 minuti: fai la prova dello stecchino prima di sfornare.
`,
    ['ricetta', 'dolci', 'forno'],
  ),
  article(
    'ricette/orata-al-forno-con-patate',
    'Orata al forno con patate',
    'Un secondo di pesce semplice e completo, pronto in quaranta minuti.',
    'mag-orata',
    CHEF,
    '2026-09-18T08:00:00Z',
    `
Al banco pescheria puoi chiedere di pulire e squamare l'orata: a casa resterà solo da condirla e infornarla.

## Ingredienti per 2 persone
- 1 orata da circa 600 g, già pulita
- 400 g di patate
- 1 limone, prezzemolo, 1 spicchio d'aglio
- olio extravergine, sale e pepe

## Preparazione
1. Taglia le patate a fette sottili e condiscile con olio, sale e rosmarino.
2. Distribuiscile in una teglia e cuocile a 200 °C per 15 minuti.
3. Farcisci la pancia dell'orata con fette di limone, aglio e prezzemolo.
4. Adagia il pesce sulle patate, irrora con olio e cuoci altri 20-25 minuti.

Il pesce è cotto quando l'occhio diventa bianco e la pinna dorsale si stacca facilmente.
`,
    ['ricetta', 'secondi', 'pesce'],
  ),
  article(
    'ricette/parmigiana-di-melanzane',
    'Parmigiana di melanzane',
    'Melanzane fritte, sugo di pomodoro e formaggio filante: la versione classica, con un trucco per alleggerirla.',
    'mag-parmigiana',
    CHEF,
    '2026-08-12T08:00:00Z',
    `
La parmigiana è ancora più buona il giorno dopo, quando i sapori si sono amalgamati. Se preferisci una versione più leggera, griglia le melanzane invece di friggerle.

## Ingredienti per 6 persone
- 3 melanzane grandi
- 700 ml di passata di pomodoro
- 300 g di fiordilatte ben scolato
- 100 g di Parmigiano Reggiano
- basilico, olio per friggere, sale

## Preparazione
1. Taglia le melanzane a fette di mezzo centimetro, salale e lasciale in un colapasta per un'ora.
2. Asciugale e friggile poche alla volta in olio caldo, poi scolale su carta assorbente.
3. Cuoci la passata con un filo d'olio e il basilico per un quarto d'ora.
4. In una pirofila alterna sugo, melanzane, fiordilatte e parmigiano, finendo con il sugo.
5. Cuoci a 180 °C per 40 minuti e lascia riposare almeno mezz'ora.
`,
    ['ricetta', 'secondi', 'vegetariano'],
  ),
  article(
    'ricette/crostata-di-fragole',
    'Crostata di fragole e crema',
    'Pasta frolla friabile, crema pasticcera al limone e fragole fresche: il dolce della primavera.',
    'mag-crostata',
    CHEF,
    '2026-05-14T08:00:00Z',
    `
Le fragole vanno aggiunte solo all'ultimo, sulla crema ben fredda, così restano lucide e non rilasciano acqua.

## Ingredienti
- 300 g di farina, 150 g di burro freddo, 100 g di zucchero, 1 uovo e 1 tuorlo
- 500 ml di latte, 4 tuorli, 120 g di zucchero, 40 g di amido di mais, scorza di limone
- 400 g di fragole

## Preparazione
1. Impasta velocemente farina, burro, zucchero e uova; avvolgi la frolla nella pellicola e lasciala in frigorifero per un'ora.
2. Stendila, fodera lo stampo e cuocila in bianco a 180 °C per 20 minuti, con dei legumi secchi sopra.
3. Prepara la crema cuocendo latte, tuorli, zucchero, amido e scorza finché si addensa; falla raffreddare.
4. Riempi il guscio di frolla con la crema e completa con le fragole tagliate a metà.
`,
    ['ricetta', 'dolci', 'primavera'],
  ),

  article(
    'benessere/colazione-equilibrata',
    'Una colazione equilibrata',
    'Cosa mettere in tavola al mattino per arrivare a pranzo con energia e senza fame.',
    'mag-colazione',
    NUTRITIONIST,
    '2026-10-28T08:00:00Z',
    `
La colazione dovrebbe coprire circa un quinto delle calorie della giornata. Non serve molto tempo: bastano pochi alimenti scelti bene.

## Gli elementi di una buona colazione
- **Una fonte di carboidrati complessi**: pane integrale, fiocchi d'avena, fette biscottate.
- **Una fonte di proteine**: yogurt bianco, latte, un uovo, un po' di ricotta.
- **Frutta fresca**, meglio intera che in succo.
- **Una piccola quota di grassi buoni**: una manciata di frutta secca o un cucchiaino di crema di nocciole senza zuccheri aggiunti.

## Tre idee per la settimana
1. Yogurt bianco con fiocchi d'avena, mela a cubetti e noci.
2. Pane integrale tostato con ricotta e un filo di miele, più una spremuta.
3. Latte con muesli senza zuccheri aggiunti e una banana.

Chi non ha fame appena sveglio può dividere la colazione in due momenti, a casa e a metà mattina.
`,
    ['benessere', 'colazione'],
  ),
  article(
    'benessere/bere-acqua-in-estate',
    'Bere abbastanza in estate',
    'Con il caldo perdiamo più liquidi di quanto pensiamo: ecco come accorgersene e come rimediare.',
    'mag-acqua',
    NUTRITIONIST,
    '2026-07-01T08:00:00Z',
    `
Un adulto dovrebbe bere circa due litri d'acqua al giorno, e di più quando fa caldo o si fa attività fisica. La sete arriva tardi: meglio bere spesso, a piccoli sorsi.

## Come capire se bevi abbastanza
- Le urine sono chiare e abbondanti.
- Non hai mal di testa o stanchezza nel pomeriggio.
- La pelle e le labbra non sono secche.

## Consigli pratici
- Tieni una borraccia sempre a portata di mano e riempila due o tre volte al giorno.
- Aggiungi all'acqua fette di limone, cetriolo o foglie di menta, se la preferisci aromatizzata.
- Porta in tavola frutta e verdura ricche d'acqua: anguria, melone, cetrioli, pomodori.
- Limita le bevande zuccherate e gli alcolici, che non dissetano.
`,
    ['benessere', 'estate'],
  ),
  article(
    'benessere/leggere-le-etichette',
    'Come leggere le etichette',
    'Ingredienti, valori nutrizionali e scadenze: una guida in cinque minuti per scegliere meglio al supermercato.',
    'mag-etichette',
    EDITOR,
    '2026-03-19T08:00:00Z',
    `
L'etichetta è la carta d'identità di un prodotto. Saperla leggere aiuta a confrontare due prodotti simili e a scegliere quello più adatto.

## L'elenco degli ingredienti
Gli ingredienti sono elencati in ordine di quantità, dal più presente al meno presente. Gli allergeni sono evidenziati in grassetto o in un colore diverso.

## La tabella nutrizionale
Confronta sempre i valori **per 100 grammi**, non per porzione: le porzioni cambiano da marca a marca. Guarda in particolare zuccheri, grassi saturi e sale.

## Scadenza e termine minimo
- _Da consumarsi entro_ indica la data di scadenza vera e propria: dopo non va consumato.
- _Da consumarsi preferibilmente entro_ è il termine minimo di conservazione: dopo il prodotto può perdere un po' di qualità, ma se ben conservato resta sicuro.
`,
    ['benessere', 'spesa consapevole'],
  ),

  article(
    'stagionalita/verdure-d-autunno',
    'La verdura d’autunno',
    'Zucca, cavoli, radicchio e funghi: come sceglierli al banco e conservarli a casa.',
    'mag-autunno',
    EDITOR,
    '2026-10-12T08:00:00Z',
    `
L'autunno porta sul banco dell'ortofrutta colori caldi e sapori decisi. Comprare di stagione significa prodotti più saporiti e prezzi migliori.

## Cosa scegliere
- **Zucca**: deve essere pesante e con la buccia dura; intera si conserva per settimane in un luogo fresco.
- **Cavolfiore e broccoli**: cime compatte, senza macchie scure; in frigorifero durano quattro o cinque giorni.
- **Radicchio**: foglie croccanti e ben colorate; avvolto in un panno umido resta fresco più a lungo.
- **Funghi**: cappello sodo e asciutto; vanno puliti con un panno, senza lavarli sotto l'acqua.

Trovi tutte le idee per cucinarli nelle nostre [ricette](/iper-mag/ricette).
`,
    ['stagionalità', 'autunno', 'verdura'],
  ),
  article(
    'stagionalita/frutta-estiva',
    'La frutta dell’estate',
    'Pesche, albicocche, angurie e frutti di bosco: quando sono al meglio e come farle durare.',
    'mag-estate',
    EDITOR,
    '2026-06-22T08:00:00Z',
    `
L'estate è la stagione più ricca per la frutta. Il segreto per gustarla al meglio è comprarla poco alla volta e conservarla nel modo giusto.

## Quando è al meglio
- **Albicocche e ciliegie**: da giugno a metà luglio.
- **Pesche e nettarine**: da luglio a settembre.
- **Anguria e melone**: da luglio ad agosto, quando sono più zuccherini.
- **Frutti di bosco**: da giugno ad agosto.

## Come conservarla
Pesche e albicocche maturano a temperatura ambiente; una volta mature vanno in frigorifero. I frutti di bosco si lavano solo al momento di mangiarli. L'anguria tagliata va coperta con la pellicola e consumata in due giorni.
`,
    ['stagionalità', 'estate', 'frutta'],
  ),
  article(
    'stagionalita/agrumi-in-inverno',
    'Gli agrumi dell’inverno',
    'Arance, mandarini, limoni e pompelmi: la vitamina C della stagione fredda.',
    'mag-agrumi',
    NUTRITIONIST,
    '2026-01-20T08:00:00Z',
    `
Da dicembre a marzo gli agrumi italiani sono al massimo del sapore. Sono ricchi di vitamina C, che aiuta le difese dell'organismo, e di fibre.

## Come sceglierli
Un agrume succoso è pesante in rapporto alle sue dimensioni e ha la buccia liscia e sottile. Le macchie verdi sulle arance non indicano frutti acerbi: dipendono dalle temperature.

## Come usarli
- La spremuta va bevuta subito: la vitamina C si perde in poche ore.
- La scorza dei limoni non trattati profuma dolci, risotti e marinature.
- Gli spicchi d'arancia con finocchio e olive sono un'insalata classica del Sud.
`,
    ['stagionalità', 'inverno', 'frutta'],
  ),
];

import type { FlyerCategoryId } from '@iper/contracts';
import type { FlyerImageName } from './flyer-images';

/**
 * The demo catalogue the flyers are drawn from: product types per category, each with the brands
 * that make it, its usual sizes and a shelf price (euro cents) for the first size. Brands are
 * illustrative; 'Iper' is the chain's own label.
 */
export interface CatalogueItem {
  name: string;
  image: FlyerImageName;
  brands: string[];
  /** Sizes and the shelf price of each, in cents. */
  sizes: [quantity: string, priceCents: number][];
}

export const CATALOGUE: Record<FlyerCategoryId, CatalogueItem[]> = {
  'frutta-e-verdura': [
    {
      name: 'Mele Golden',
      image: 'mela',
      brands: ['Melinda', 'Val Venosta', 'Iper'],
      sizes: [
        ['1,5 kg', 299],
        ['1 kg', 219],
      ],
    },
    { name: 'Mele Fuji', image: 'mela', brands: ['Melinda', 'Iper'], sizes: [['1 kg', 249]] },
    {
      name: 'Pomodori ciliegino',
      image: 'pomodoro',
      brands: ['Iper', 'Pachino IGP'],
      sizes: [
        ['500 g', 229],
        ['250 g', 139],
      ],
    },
    {
      name: 'Pomodori datterini',
      image: 'pomodoro',
      brands: ['Iper', 'Sapori del Sud'],
      sizes: [['500 g', 279]],
    },
    { name: 'Pomodoro cuore di bue', image: 'pomodoro', brands: ['Iper'], sizes: [['1 kg', 349]] },
    { name: 'Carote', image: 'verdura', brands: ['Iper', 'Orto Verde'], sizes: [['1 kg', 129]] },
    { name: 'Zucchine', image: 'verdura', brands: ['Iper', 'Orto Verde'], sizes: [['1 kg', 249]] },
    {
      name: 'Insalata iceberg',
      image: 'insalata',
      brands: ['Iper', 'Bonduelle'],
      sizes: [['1 cespo', 119]],
    },
    {
      name: 'Misticanza lavata',
      image: 'insalata',
      brands: ['Bonduelle', 'La Linea Verde', 'Iper'],
      sizes: [
        ['125 g', 149],
        ['250 g', 239],
      ],
    },
    {
      name: 'Rucola lavata',
      image: 'insalata',
      brands: ['La Linea Verde', 'Iper'],
      sizes: [['100 g', 139]],
    },
    {
      name: 'Arance da spremuta',
      image: 'mela',
      brands: ['Iper', 'Rossa di Sicilia'],
      sizes: [
        ['3 kg', 399],
        ['2 kg', 289],
      ],
    },
    { name: 'Pere Abate', image: 'mela', brands: ['Iper', 'Opera'], sizes: [['1 kg', 279]] },
  ],
  carne: [
    {
      name: 'Petto di pollo a fette',
      image: 'pollo',
      brands: ['Amadori', 'Aia', 'Iper'],
      sizes: [
        ['400 g', 549],
        ['800 g', 999],
      ],
    },
    {
      name: 'Cosce di pollo',
      image: 'pollo',
      brands: ['Amadori', 'Aia', 'Iper'],
      sizes: [['1 kg', 599]],
    },
    { name: 'Fusi di pollo', image: 'pollo', brands: ['Amadori', 'Aia'], sizes: [['700 g', 479]] },
    {
      name: 'Fesa di tacchino a fette',
      image: 'pollo',
      brands: ['Aia', 'Amadori', 'Iper'],
      sizes: [['300 g', 499]],
    },
    {
      name: 'Macinato di bovino',
      image: 'carne',
      brands: ['Iper', 'Inalca', 'Montana'],
      sizes: [
        ['500 g', 649],
        ['1 kg', 1199],
      ],
    },
    {
      name: 'Bistecche di scottona',
      image: 'carne',
      brands: ['Iper', 'Inalca'],
      sizes: [['400 g', 1099]],
    },
    { name: 'Fettine di vitello', image: 'carne', brands: ['Iper'], sizes: [['300 g', 899]] },
    {
      name: 'Salsiccia di suino',
      image: 'carne',
      brands: ['Iper', 'Fumagalli', 'Beretta'],
      sizes: [['400 g', 449]],
    },
    {
      name: 'Lonza di maiale a fette',
      image: 'carne',
      brands: ['Iper', 'Fumagalli'],
      sizes: [['500 g', 549]],
    },
    {
      name: 'Hamburger di bovino',
      image: 'carne',
      brands: ['Montana', 'Iper', 'Amadori'],
      sizes: [
        ['2 x 100 g', 349],
        ['4 x 100 g', 629],
      ],
    },
  ],
  pesce: [
    {
      name: 'Filetti di salmone',
      image: 'pesce',
      brands: ['Iper', 'Fjord', 'Nordic Catch'],
      sizes: [['250 g', 699]],
    },
    {
      name: 'Salmone affumicato',
      image: 'pesce',
      brands: ['Fjord', 'Iper', 'Nordic Catch'],
      sizes: [
        ['100 g', 499],
        ['200 g', 899],
      ],
    },
    { name: 'Orata', image: 'pesce', brands: ['Iper', 'Mar Tirreno'], sizes: [['al kg', 1290]] },
    { name: 'Branzino', image: 'pesce', brands: ['Iper', 'Mar Tirreno'], sizes: [['al kg', 1390]] },
    {
      name: 'Tonno all’olio d’oliva',
      image: 'barattolo',
      brands: ['Rio Mare', 'Mareblu', 'Callipo', 'Iper'],
      sizes: [
        ['3 x 80 g', 469],
        ['6 x 80 g', 849],
      ],
    },
    {
      name: 'Sgombro all’olio',
      image: 'barattolo',
      brands: ['Rio Mare', 'Mareblu'],
      sizes: [['2 x 125 g', 399]],
    },
    {
      name: 'Gamberi argentini',
      image: 'pesce',
      brands: ['Iper', 'Mar Tirreno'],
      sizes: [['300 g', 799]],
    },
    { name: 'Cozze', image: 'pesce', brands: ['Iper', 'Mar Tirreno'], sizes: [['1 kg', 399]] },
  ],
  'latticini-e-formaggi': [
    {
      name: 'Latte intero',
      image: 'latte',
      brands: ['Granarolo', 'Parmalat', 'Centrale del Latte', 'Iper'],
      sizes: [['1 l', 149]],
    },
    {
      name: 'Latte parzialmente scremato',
      image: 'latte',
      brands: ['Granarolo', 'Parmalat', 'Iper'],
      sizes: [
        ['1 l', 139],
        ['6 x 1 l', 789],
      ],
    },
    {
      name: 'Mozzarella',
      image: 'mozzarella',
      brands: ['Galbani', 'Granarolo', 'Iper'],
      sizes: [
        ['125 g', 119],
        ['3 x 125 g', 299],
      ],
    },
    {
      name: 'Mozzarella di bufala campana DOP',
      image: 'mozzarella',
      brands: ['Iper', 'Caseificio Campano'],
      sizes: [['250 g', 349]],
    },
    {
      name: 'Parmigiano Reggiano DOP 24 mesi',
      image: 'formaggio',
      brands: ['Parmareggio', 'Iper'],
      sizes: [['300 g', 649]],
    },
    {
      name: 'Grana Padano DOP grattugiato',
      image: 'formaggio',
      brands: ['Grana Padano', 'Iper', 'Zanetti'],
      sizes: [['100 g', 199]],
    },
    {
      name: 'Gorgonzola dolce DOP',
      image: 'formaggio',
      brands: ['Igor', 'Iper'],
      sizes: [['200 g', 299]],
    },
    {
      name: 'Stracchino',
      image: 'formaggio',
      brands: ['Nonno Nanni', 'Galbani', 'Iper'],
      sizes: [['165 g', 189]],
    },
    {
      name: 'Yogurt greco bianco',
      image: 'yogurt',
      brands: ['Fage', 'Yomo', 'Iper'],
      sizes: [
        ['2 x 150 g', 219],
        ['500 g', 349],
      ],
    },
    {
      name: 'Yogurt alla frutta',
      image: 'yogurt',
      brands: ['Yomo', 'Müller', 'Iper'],
      sizes: [['2 x 125 g', 139]],
    },
    {
      name: 'Burro',
      image: 'formaggio',
      brands: ['Lurpak', 'Granarolo', 'Iper'],
      sizes: [['250 g', 299]],
    },
    {
      name: 'Ricotta vaccina',
      image: 'mozzarella',
      brands: ['Vallelata', 'Iper'],
      sizes: [['250 g', 169]],
    },
  ],
  salumi: [
    {
      name: 'Prosciutto crudo di Parma DOP',
      image: 'salume',
      brands: ['Citterio', 'Beretta', 'Iper'],
      sizes: [['100 g', 399]],
    },
    {
      name: 'Prosciutto cotto alta qualità',
      image: 'salume',
      brands: ['Rovagnati', 'Beretta', 'Iper'],
      sizes: [['120 g', 299]],
    },
    {
      name: 'Salame Milano',
      image: 'salume',
      brands: ['Citterio', 'Beretta', 'Negroni'],
      sizes: [['100 g', 249]],
    },
    {
      name: 'Mortadella Bologna IGP',
      image: 'salume',
      brands: ['Alcisa', 'Felsineo', 'Iper'],
      sizes: [['150 g', 229]],
    },
    {
      name: 'Speck Alto Adige IGP',
      image: 'salume',
      brands: ['Senfter', 'Iper'],
      sizes: [['100 g', 299]],
    },
    {
      name: 'Bresaola della Valtellina IGP',
      image: 'salume',
      brands: ['Rigamonti', 'Iper'],
      sizes: [['80 g', 399]],
    },
    {
      name: 'Wurstel di suino',
      image: 'salume',
      brands: ['Wüber', 'Aia'],
      sizes: [['250 g', 219]],
    },
  ],
  'pane-e-dolci': [
    {
      name: 'Pane casereccio',
      image: 'pane',
      brands: ['Iper', 'Forno Iper'],
      sizes: [['500 g', 249]],
    },
    {
      name: 'Pan bauletto',
      image: 'pane',
      brands: ['Mulino Bianco', 'Iper'],
      sizes: [['400 g', 199]],
    },
    {
      name: 'Piadina romagnola',
      image: 'pane',
      brands: ['Loriana', 'Iper'],
      sizes: [['4 pezzi', 229]],
    },
    {
      name: 'Grissini torinesi',
      image: 'pane',
      brands: ['Mulino Bianco', 'Iper'],
      sizes: [['250 g', 179]],
    },
    {
      name: 'Fette biscottate',
      image: 'pane',
      brands: ['Mulino Bianco', 'Buitoni', 'Iper'],
      sizes: [['315 g', 189]],
    },
    {
      name: 'Biscotti frollini',
      image: 'biscotti',
      brands: ['Mulino Bianco', 'Galbusera', 'Iper'],
      sizes: [
        ['700 g', 299],
        ['350 g', 179],
      ],
    },
    {
      name: 'Biscotti al cioccolato',
      image: 'biscotti',
      brands: ['Pavesi', 'Balocco', 'Iper'],
      sizes: [['350 g', 219]],
    },
    {
      name: 'Crostata all’albicocca',
      image: 'dolce',
      brands: ['Mulino Bianco', 'Iper'],
      sizes: [['400 g', 329]],
    },
    {
      name: 'Merendine al cacao',
      image: 'dolce',
      brands: ['Mulino Bianco', 'Ferrero', 'Iper'],
      sizes: [['10 pezzi', 299]],
    },
    {
      name: 'Crema spalmabile alle nocciole',
      image: 'barattolo',
      brands: ['Nutella', 'Novi', 'Iper'],
      sizes: [
        ['400 g', 399],
        ['750 g', 649],
      ],
    },
  ],
  'pasta-riso-e-farine': [
    {
      name: 'Spaghetti n.5',
      image: 'pasta',
      brands: ['Barilla', 'De Cecco', 'Garofalo', 'Iper'],
      sizes: [
        ['500 g', 119],
        ['1 kg', 219],
      ],
    },
    {
      name: 'Penne rigate',
      image: 'pasta',
      brands: ['Barilla', 'De Cecco', 'Rummo', 'Iper'],
      sizes: [['500 g', 119]],
    },
    {
      name: 'Fusilli',
      image: 'pasta',
      brands: ['Barilla', 'Garofalo', 'La Molisana'],
      sizes: [['500 g', 129]],
    },
    {
      name: 'Rigatoni',
      image: 'pasta',
      brands: ['Rummo', 'La Molisana', 'Iper'],
      sizes: [['500 g', 129]],
    },
    {
      name: 'Linguine',
      image: 'pasta',
      brands: ['De Cecco', 'Garofalo', 'Voiello'],
      sizes: [['500 g', 139]],
    },
    {
      name: 'Pasta all’uovo tagliatelle',
      image: 'pasta',
      brands: ['Giovanni Rana', 'Barilla', 'Iper'],
      sizes: [['250 g', 189]],
    },
    {
      name: 'Tortellini al prosciutto crudo',
      image: 'pasta',
      brands: ['Giovanni Rana', 'Iper'],
      sizes: [['250 g', 299]],
    },
    {
      name: 'Gnocchi di patate',
      image: 'pasta',
      brands: ['Giovanni Rana', 'Iper'],
      sizes: [['500 g', 179]],
    },
    {
      name: 'Riso Carnaroli',
      image: 'sacco',
      brands: ['Scotti', 'Gallo', 'Iper'],
      sizes: [['1 kg', 349]],
    },
    {
      name: 'Riso Arborio',
      image: 'sacco',
      brands: ['Scotti', 'Gallo', 'Iper'],
      sizes: [['1 kg', 289]],
    },
    { name: 'Riso basmati', image: 'sacco', brands: ['Scotti', 'Gallo'], sizes: [['1 kg', 329]] },
    {
      name: 'Farina 00',
      image: 'sacco',
      brands: ['Molino Spadoni', 'Barilla', 'Iper'],
      sizes: [['1 kg', 99]],
    },
    {
      name: 'Farina di semola rimacinata',
      image: 'sacco',
      brands: ['Molino Spadoni', 'Iper'],
      sizes: [['1 kg', 149]],
    },
  ],
  dispensa: [
    {
      name: 'Passata di pomodoro',
      image: 'barattolo',
      brands: ['Mutti', 'Cirio', 'Iper'],
      sizes: [
        ['700 g', 119],
        ['3 x 700 g', 319],
      ],
    },
    {
      name: 'Polpa di pomodoro',
      image: 'barattolo',
      brands: ['Mutti', 'Cirio', 'Iper'],
      sizes: [['3 x 400 g', 249]],
    },
    {
      name: 'Pomodori pelati',
      image: 'barattolo',
      brands: ['Cirio', 'Iper'],
      sizes: [['3 x 400 g', 229]],
    },
    {
      name: 'Pesto alla genovese',
      image: 'barattolo',
      brands: ['Barilla', 'Saclà', 'Iper'],
      sizes: [['190 g', 259]],
    },
    {
      name: 'Sugo al basilico',
      image: 'barattolo',
      brands: ['Barilla', 'Star', 'Iper'],
      sizes: [['400 g', 199]],
    },
    {
      name: 'Olio extravergine di oliva',
      image: 'olio',
      brands: ['Carapelli', 'Monini', 'De Cecco', 'Iper'],
      sizes: [
        ['1 l', 899],
        ['750 ml', 699],
      ],
    },
    {
      name: 'Olio di semi di girasole',
      image: 'olio',
      brands: ['Cuore', 'Iper'],
      sizes: [['1 l', 229]],
    },
    {
      name: 'Caffè macinato per moka',
      image: 'caffe',
      brands: ['Lavazza', 'Kimbo', 'Illy', 'Iper'],
      sizes: [
        ['250 g', 349],
        ['2 x 250 g', 599],
      ],
    },
    {
      name: 'Caffè in capsule',
      image: 'caffe',
      brands: ['Lavazza', 'Kimbo', 'Iper'],
      sizes: [['16 capsule', 449]],
    },
    {
      name: 'Legumi misti lessati',
      image: 'barattolo',
      brands: ['Valfrutta', 'Cirio', 'Iper'],
      sizes: [['3 x 400 g', 239]],
    },
    {
      name: 'Ceci lessati',
      image: 'barattolo',
      brands: ['Valfrutta', 'Iper'],
      sizes: [['400 g', 99]],
    },
    {
      name: 'Zucchero semolato',
      image: 'sacco',
      brands: ['Eridania', 'Italia Zuccheri', 'Iper'],
      sizes: [['1 kg', 129]],
    },
    {
      name: 'Tè verde',
      image: 'caffe',
      brands: ['Twinings', 'Lipton', 'Iper'],
      sizes: [['25 filtri', 229]],
    },
  ],
  bevande: [
    {
      name: 'Acqua minerale naturale',
      image: 'acqua',
      brands: ['Levissima', 'Sant’Anna', 'San Benedetto', 'Iper'],
      sizes: [['6 x 1,5 l', 249]],
    },
    {
      name: 'Acqua minerale frizzante',
      image: 'acqua',
      brands: ['San Pellegrino', 'Ferrarelle', 'Iper'],
      sizes: [['6 x 1,5 l', 299]],
    },
    {
      name: 'Succo di frutta all’albicocca',
      image: 'lattina',
      brands: ['Santal', 'Yoga', 'Iper'],
      sizes: [['3 x 200 ml', 189]],
    },
    {
      name: 'Aranciata',
      image: 'lattina',
      brands: ['San Pellegrino', 'Fanta'],
      sizes: [['6 x 330 ml', 399]],
    },
    {
      name: 'Cola',
      image: 'lattina',
      brands: ['Coca-Cola', 'Pepsi', 'Iper'],
      sizes: [
        ['1,5 l', 199],
        ['6 x 330 ml', 449],
      ],
    },
    {
      name: 'Tè freddo al limone',
      image: 'lattina',
      brands: ['Estathé', 'San Benedetto', 'Iper'],
      sizes: [['1,5 l', 149]],
    },
    {
      name: 'Birra lager',
      image: 'lattina',
      brands: ['Peroni', 'Moretti', 'Ichnusa'],
      sizes: [
        ['6 x 330 ml', 549],
        ['3 x 660 ml', 449],
      ],
    },
    {
      name: 'Vino rosso Chianti DOCG',
      image: 'vino',
      brands: ['Ruffino', 'Banfi', 'Iper'],
      sizes: [['750 ml', 699]],
    },
    {
      name: 'Prosecco DOC',
      image: 'vino',
      brands: ['Mionetto', 'Valdo', 'Iper'],
      sizes: [['750 ml', 799]],
    },
    {
      name: 'Vino bianco Soave DOC',
      image: 'vino',
      brands: ['Bolla', 'Iper'],
      sizes: [['750 ml', 549]],
    },
  ],
  surgelati: [
    {
      name: 'Pizza margherita',
      image: 'pizza',
      brands: ['Buitoni', 'Cameo', 'Iper'],
      sizes: [['2 x 350 g', 449]],
    },
    {
      name: 'Bastoncini di merluzzo',
      image: 'surgelato',
      brands: ['Findus', 'Iper'],
      sizes: [
        ['10 pezzi', 349],
        ['18 pezzi', 549],
      ],
    },
    {
      name: 'Minestrone',
      image: 'surgelato',
      brands: ['Findus', 'Orogel', 'Iper'],
      sizes: [['1 kg', 299]],
    },
    {
      name: 'Spinaci in porzioni',
      image: 'surgelato',
      brands: ['Orogel', 'Findus', 'Iper'],
      sizes: [['450 g', 199]],
    },
    {
      name: 'Piselli finissimi',
      image: 'surgelato',
      brands: ['Findus', 'Orogel', 'Iper'],
      sizes: [['450 g', 229]],
    },
    {
      name: 'Patatine da forno',
      image: 'surgelato',
      brands: ['McCain', 'Pizzoli', 'Iper'],
      sizes: [['750 g', 279]],
    },
    {
      name: 'Gelato alla vaniglia',
      image: 'surgelato',
      brands: ['Sammontana', 'Algida', 'Iper'],
      sizes: [['500 g', 399]],
    },
    {
      name: 'Coni gelato al cioccolato',
      image: 'surgelato',
      brands: ['Algida', 'Sammontana'],
      sizes: [['6 pezzi', 449]],
    },
  ],
  'casa-e-pulizia': [
    {
      name: 'Detersivo lavatrice liquido',
      image: 'detersivo',
      brands: ['Dash', 'Dixan', 'Iper'],
      sizes: [
        ['25 lavaggi', 699],
        ['40 lavaggi', 999],
      ],
    },
    {
      name: 'Ammorbidente concentrato',
      image: 'detersivo',
      brands: ['Coccolino', 'Lenor', 'Iper'],
      sizes: [['1,5 l', 349]],
    },
    {
      name: 'Detersivo piatti',
      image: 'detersivo',
      brands: ['Svelto', 'Nelsen', 'Iper'],
      sizes: [['1 l', 199]],
    },
    {
      name: 'Pastiglie lavastoviglie',
      image: 'detersivo',
      brands: ['Finish', 'Pril', 'Iper'],
      sizes: [['30 pezzi', 799]],
    },
    {
      name: 'Sgrassatore universale',
      image: 'detersivo',
      brands: ['Chanteclair', 'Iper'],
      sizes: [['600 ml', 249]],
    },
    {
      name: 'Candeggina delicata',
      image: 'detersivo',
      brands: ['Ace', 'Iper'],
      sizes: [['2 l', 219]],
    },
    {
      name: 'Carta igienica',
      image: 'carta',
      brands: ['Scottex', 'Regina', 'Foxy', 'Iper'],
      sizes: [
        ['8 rotoli', 349],
        ['12 rotoli', 499],
      ],
    },
    {
      name: 'Carta da cucina',
      image: 'carta',
      brands: ['Scottex', 'Regina', 'Iper'],
      sizes: [['4 rotoli', 299]],
    },
    {
      name: 'Fazzoletti di carta',
      image: 'carta',
      brands: ['Tempo', 'Iper'],
      sizes: [['10 pacchetti', 179]],
    },
    {
      name: 'Sacchi per la spazzatura',
      image: 'carta',
      brands: ['Domopak', 'Iper'],
      sizes: [['20 pezzi', 229]],
    },
    {
      name: 'Pellicola trasparente',
      image: 'carta',
      brands: ['Domopak', 'Cuki', 'Iper'],
      sizes: [['30 m', 179]],
    },
  ],
  'cura-della-persona': [
    {
      name: 'Shampoo nutriente',
      image: 'flacone',
      brands: ['Pantene', 'Garnier', 'Iper'],
      sizes: [['250 ml', 299]],
    },
    {
      name: 'Balsamo districante',
      image: 'flacone',
      brands: ['Pantene', 'Garnier'],
      sizes: [['200 ml', 299]],
    },
    {
      name: 'Bagnoschiuma',
      image: 'flacone',
      brands: ['Neutro Roberts', 'Felce Azzurra', 'Iper'],
      sizes: [['750 ml', 299]],
    },
    {
      name: 'Sapone liquido mani',
      image: 'flacone',
      brands: ['Dermomed', 'Iper'],
      sizes: [['300 ml', 149]],
    },
    {
      name: 'Deodorante spray',
      image: 'flacone',
      brands: ['Borotalco', 'Nivea', 'Dove'],
      sizes: [['150 ml', 299]],
    },
    {
      name: 'Dentifricio sbiancante',
      image: 'dentifricio',
      brands: ['Mentadent', 'AZ', 'Colgate', 'Iper'],
      sizes: [['75 ml', 199]],
    },
    {
      name: 'Spazzolino medio',
      image: 'dentifricio',
      brands: ['Oral-B', 'Mentadent', 'Iper'],
      sizes: [['2 pezzi', 249]],
    },
    {
      name: 'Crema idratante viso',
      image: 'flacone',
      brands: ['Nivea', 'L’Oréal', 'Iper'],
      sizes: [['50 ml', 699]],
    },
    {
      name: 'Pannolini taglia 4',
      image: 'carta',
      brands: ['Pampers', 'Huggies', 'Iper'],
      sizes: [['30 pezzi', 999]],
    },
  ],
  animali: [
    {
      name: 'Crocchette per cani adulti',
      image: 'crocchette',
      brands: ['Purina', 'Royal Canin', 'Iper'],
      sizes: [
        ['3 kg', 1199],
        ['1,5 kg', 699],
      ],
    },
    {
      name: 'Crocchette per gatti',
      image: 'crocchette',
      brands: ['Purina', 'Whiskas', 'Iper'],
      sizes: [['1,5 kg', 799]],
    },
    {
      name: 'Umido per gatti in bustine',
      image: 'barattolo',
      brands: ['Felix', 'Whiskas', 'Iper'],
      sizes: [['12 x 85 g', 549]],
    },
    {
      name: 'Umido per cani in vaschetta',
      image: 'barattolo',
      brands: ['Cesar', 'Iper'],
      sizes: [['4 x 150 g', 399]],
    },
    {
      name: 'Snack dentali per cani',
      image: 'crocchette',
      brands: ['Pedigree', 'Iper'],
      sizes: [['7 pezzi', 329]],
    },
    {
      name: 'Lettiera agglomerante',
      image: 'sacco',
      brands: ['Catsan', 'Iper'],
      sizes: [['5 l', 599]],
    },
  ],
};

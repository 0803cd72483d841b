import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type {
  AccountProfilesTable,
  AdvantageCardsTable,
  ReceiptLinesTable,
  ReceiptsTable,
} from './account.tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Loyalty cards for the registration journeys (SPEC §4 card check). With the surname given:
 * 041000000017 Neri is found, 041000000024 Gialli is blocked, 048812345670 Rossi is already
 * tied to Mario Rossi's account; any other pair is not found.
 */
export const DEMO_CARDS = {
  found: { number: '041000000017', surname: 'Neri' },
  blocked: { number: '041000000024', surname: 'Gialli' },
  alreadyRegistered: { number: '048812345670', surname: 'Rossi' },
  oldPiu: { number: '200012345678', surname: 'Esposito' },
} as const;

const CARDS: Insertable<AdvantageCardsTable>[] = [
  {
    number: '048812345670',
    type: 'base',
    status: 'active',
    holder_first_name: 'Mario',
    holder_last_name: 'Rossi',
    salesforce_id: '0031x00000MarioRss',
    user_id: 'demo-mario-rossi',
    current_amount: 145,
    can_upgrade: false,
  },
  {
    number: '048812345687',
    type: 'piu',
    status: 'active',
    holder_first_name: 'Giulia',
    holder_last_name: 'Bianchi',
    salesforce_id: '0031x00000GiuliaBn',
    user_id: 'demo-giulia-bianchi',
    current_amount: 312,
    can_upgrade: false,
  },
  {
    number: '048812345694',
    type: 'base',
    status: 'active',
    holder_first_name: 'Luca',
    holder_last_name: 'Verdi',
    salesforce_id: '0031x00000LucaVrdi',
    user_id: 'demo-luca-verdi',
    current_amount: 230,
    can_upgrade: true,
  },
  {
    number: '041000000017',
    type: 'base',
    status: 'active',
    holder_first_name: 'Anna',
    holder_last_name: 'Neri',
    salesforce_id: '0031x00000AnnaNeri',
    user_id: null,
    current_amount: 60,
  },
  {
    number: '041000000024',
    type: 'base',
    status: 'blocked',
    holder_first_name: 'Paolo',
    holder_last_name: 'Gialli',
    salesforce_id: '0031x00000PaoloGll',
    user_id: null,
    current_amount: 0,
  },
  {
    number: '200012345678',
    type: 'piu',
    status: 'active',
    is_old: true,
    color: 'viola',
    holder_first_name: 'Francesca',
    holder_last_name: 'Esposito',
    salesforce_id: '0031x00000FrancEsp',
    user_id: null,
    current_amount: 95,
  },
];

export const PROFILES: Insertable<AccountProfilesTable>[] = [
  {
    user_id: 'demo-mario-rossi',
    salesforce_id: '0031x00000MarioRss',
    first_name: 'Mario',
    last_name: 'Rossi',
    gender: 'm',
    birth_date: '1980-05-12',
    tax_code: 'RSSMRA80E12F205L',
    phone: '+39 347 123 4567',
    dug: 'Via',
    street: 'Giuseppe Verdi',
    house_number: '12',
    zip: '20121',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    store_id: '00102',
    privacy_accepted_at: new Date('2025-03-14T10:00:00Z'),
    marketing_consent: true,
    profiling_consent: false,
    third_party_consent: false,
    digital_receipt_only: false,
    profiling: JSON.stringify({
      householdSize: '3',
      interests: ['cucina-italiana', 'vino'],
      pets: ['cane'],
    }),
  },
  {
    user_id: 'demo-giulia-bianchi',
    salesforce_id: '0031x00000GiuliaBn',
    first_name: 'Giulia',
    last_name: 'Bianchi',
    gender: 'f',
    birth_date: '1988-09-23',
    tax_code: 'BNCGLI88P63L219N',
    phone: '+39 333 765 4321',
    dug: 'Corso',
    street: 'Francia',
    house_number: '45',
    zip: '10138',
    city: 'Torino',
    province: 'TO',
    country: 'IT',
    store_id: '00120',
    privacy_accepted_at: new Date('2025-04-02T09:30:00Z'),
    marketing_consent: true,
    profiling_consent: true,
    third_party_consent: true,
    digital_receipt_only: true,
    profiling: JSON.stringify({ householdSize: '2', interests: ['bio', 'vegano'] }),
  },
  {
    user_id: 'demo-luca-verdi',
    salesforce_id: '0031x00000LucaVrdi',
    first_name: 'Luca',
    last_name: 'Verdi',
    gender: 'm',
    birth_date: '1975-02-03',
    tax_code: 'VRDLCU75B03A794E',
    phone: '+39 340 555 0101',
    dug: 'Piazza',
    street: 'Vecchia',
    house_number: '3',
    zip: '24129',
    city: 'Bergamo',
    province: 'BG',
    country: 'IT',
    store_id: '00108',
    privacy_accepted_at: new Date('2025-05-20T18:00:00Z'),
    marketing_consent: false,
    profiling_consent: false,
    third_party_consent: false,
    digital_receipt_only: false,
    profiling: JSON.stringify({}),
  },
  {
    user_id: 'demo-chiara-colombo',
    salesforce_id: null,
    first_name: 'Chiara',
    last_name: 'Colombo',
    gender: 'f',
    birth_date: '1992-03-21',
    tax_code: 'CLMCHR92C61F205X',
    phone: '+39 328 444 9090',
    dug: 'Viale',
    street: 'Monza',
    house_number: '140',
    zip: '20127',
    city: 'Milano',
    province: 'MI',
    country: 'IT',
    store_id: null,
    privacy_accepted_at: new Date('2025-06-11T12:00:00Z'),
    marketing_consent: false,
    profiling_consent: false,
    third_party_consent: false,
    digital_receipt_only: false,
    profiling: JSON.stringify({}),
  },
];

function daysFromNow(days: number, now: Date): string {
  const date = new Date(now.getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export interface SeedReceipt {
  id: string;
  userId: string;
  number: string;
  storeId: string;
  storeName: string;
  daysAgo: number;
  hour: string;
  paymentMethod: string;
  favourite?: boolean;
  lines: [description: string, quantity: number, unitPrice: number][];
  discount?: number;
}

export const RECEIPTS: SeedReceipt[] = [
  {
    id: 'rc-mario-0001',
    userId: 'demo-mario-rossi',
    number: '0102-2411-0457',
    storeId: '00102',
    storeName: 'Iper Milano Portello',
    daysAgo: 3,
    hour: '18:42',
    paymentMethod: 'Carta di credito',
    favourite: true,
    discount: 2.4,
    lines: [
      ['Latte parzialmente scremato 1 l', 2, 1.29],
      ['Pane integrale a fette 400 g', 1, 1.89],
      ['Mele Golden al kg', 1.35, 2.19],
      ['Parmigiano Reggiano 24 mesi 300 g', 1, 7.9],
      ['Acqua naturale 6 x 1,5 l', 2, 2.34],
    ],
  },
  {
    id: 'rc-mario-0002',
    userId: 'demo-mario-rossi',
    number: '0102-2411-0311',
    storeId: '00102',
    storeName: 'Iper Milano Portello',
    daysAgo: 10,
    hour: '11:05',
    paymentMethod: 'Bancomat',
    lines: [
      ['Pasta di semola spaghetti 1 kg', 2, 1.49],
      ['Passata di pomodoro 700 g', 3, 0.99],
      ['Olio extravergine di oliva 1 l', 1, 8.49],
      ['Caffè macinato 2 x 250 g', 1, 5.99],
    ],
  },
  {
    id: 'rc-mario-0003',
    userId: 'demo-mario-rossi',
    number: '0101-2410-1189',
    storeId: '00101',
    storeName: 'Iper Arese',
    daysAgo: 24,
    hour: '17:20',
    paymentMethod: 'Contanti',
    discount: 1.5,
    lines: [
      ['Petto di pollo a fette 500 g', 1, 5.45],
      ['Insalata mista 250 g', 2, 1.59],
      ['Yogurt greco bianco 4 x 150 g', 1, 3.29],
      ['Detersivo piatti 1 l', 1, 1.99],
    ],
  },
  {
    id: 'rc-mario-0004',
    userId: 'demo-mario-rossi',
    number: '0104-2410-0872',
    storeId: '00104',
    storeName: 'Iper Monza',
    daysAgo: 41,
    hour: '09:48',
    paymentMethod: 'Carta di credito',
    lines: [
      ['Croccantini cane adulto 4 kg', 1, 14.9],
      ['Biscotti frollini 700 g', 1, 2.79],
      ['Succo di arancia 1 l', 2, 1.69],
    ],
  },
  {
    id: 'rc-giulia-0001',
    userId: 'demo-giulia-bianchi',
    number: '0120-2411-0099',
    storeId: '00120',
    storeName: 'Iper Beinasco',
    daysAgo: 5,
    hour: '19:15',
    paymentMethod: 'Carta di credito',
    lines: [
      ['Tofu biologico 250 g', 2, 2.49],
      ['Latte di avena 1 l', 3, 1.79],
      ['Quinoa biologica 500 g', 1, 3.99],
    ],
  },
  {
    id: 'rc-luca-0001',
    userId: 'demo-luca-verdi',
    number: '0108-2411-0640',
    storeId: '00108',
    storeName: 'Iper Orio al Serio',
    daysAgo: 7,
    hour: '12:30',
    paymentMethod: 'Bancomat',
    lines: [
      ['Vino rosso Valcalepio DOC 75 cl', 2, 7.5],
      ['Salame nostrano 300 g', 1, 4.9],
    ],
  },
];

const round = (value: number) => Math.round(value * 100) / 100;

function receiptRows(
  receipt: SeedReceipt,
  now: Date,
): { row: Insertable<ReceiptsTable>; lines: Insertable<ReceiptLinesTable>[] } {
  const lines = receipt.lines.map(([description, quantity, unitPrice], index) => ({
    receipt_id: receipt.id,
    position: index + 1,
    description,
    quantity,
    unit_price: unitPrice,
    amount: round(quantity * unitPrice),
  }));
  const subtotal = round(lines.reduce((sum, line) => sum + Number(line.amount), 0));
  const discount = receipt.discount ?? 0;
  const total = round(subtotal - discount);
  const day = daysFromNow(-receipt.daysAgo, now);
  return {
    row: {
      id: receipt.id,
      user_id: receipt.userId,
      number: receipt.number,
      store_id: receipt.storeId,
      store_name: receipt.storeName,
      issued_at: new Date(`${day}T${receipt.hour}:00+01:00`),
      subtotal,
      discount,
      total,
      points_earned: Math.floor(total),
      payment_method: receipt.paymentMethod,
      is_favourite: receipt.favourite ?? false,
    },
    lines,
  };
}

/**
 * Inserts a seed's demo cards and profiles that are not there yet. A card already there by another
 * key is kept too: one upgraded since has a new number but the same holder and Salesforce id.
 */
export async function seedCardsAndProfiles(
  db: Db,
  cards: Insertable<AdvantageCardsTable>[],
  profiles: Insertable<AccountProfilesTable>[],
): Promise<void> {
  await db
    .insertInto('advantage_cards')
    .values(cards)
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('account_profiles')
    .values(profiles)
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
}

/** Profiles, cards, receipts and a shopping list for the demo users; idempotent. */
export async function seedAccounts(db: Db, now: Date = new Date()): Promise<void> {
  await seedCardsAndProfiles(db, CARDS, PROFILES);

  for (const receipt of RECEIPTS) {
    const { row, lines } = receiptRows(receipt, now);
    const inserted = await db
      .insertInto('receipts')
      .values(row)
      .onConflict((c) => c.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await db.insertInto('receipt_lines').values(lines).execute();
  }

  const hasList = await db
    .selectFrom('shopping_list_items')
    .select('id')
    .where('user_id', '=', 'demo-mario-rossi')
    .executeTakeFirst();
  if (!hasList) {
    await db
      .insertInto('shopping_list_items')
      .values([
        {
          id: 'sl-mario-1',
          user_id: 'demo-mario-rossi',
          label: 'Latte parzialmente scremato',
          checked: false,
          promotion_ends_on: null,
        },
        {
          id: 'sl-mario-2',
          user_id: 'demo-mario-rossi',
          label: 'Pane integrale',
          checked: false,
          promotion_ends_on: null,
        },
        {
          id: 'sl-mario-3',
          user_id: 'demo-mario-rossi',
          label: 'Mele Golden',
          checked: true,
          promotion_ends_on: null,
        },
        {
          id: 'sl-mario-4',
          user_id: 'demo-mario-rossi',
          label: 'Caffè macinato 2 x 250 g',
          checked: false,
          promotion_ends_on: daysFromNow(6, now),
        },
        {
          id: 'sl-mario-5',
          user_id: 'demo-mario-rossi',
          label: 'Olio extravergine di oliva 1 l',
          checked: false,
          promotion_ends_on: daysFromNow(-9, now),
        },
      ])
      .execute();
  }
}

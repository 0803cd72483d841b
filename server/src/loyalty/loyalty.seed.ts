import type { Insertable, Kysely, Transaction } from 'kysely';
import { seedCardsAndProfiles } from '../account/account.seed';
import type { AccountProfilesTable, AdvantageCardsTable } from '../account/account.tables';
import type { Database } from '../db/schema';
import { DEMO_PASSWORD, seedPasswordUsers } from '../identity/identity.seed';
import { addDays, romeToday } from './loyalty-dates';
import type { CouponsTable, GiftCardsTable } from './loyalty.tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Customers of the loyalty journeys, with the demo password of the identity seed. Each has one
 * situation of its own, so journeys never step on each other or on the account area's users:
 * - Sara Ferrari: a physical base card with enough spend: her upgrade to Più gives a new digital
 *   card number (case 2);
 * - Davide Russo: a base card the upgrade is offered for, but blocked: the upgrade fails;
 * - Elena Ricci: an old base card (its upgrade is case 6) and the coupons journey;
 * - Marco Conti: a complete profile and no card yet: he requests the digital card in one click.
 */
export const LOYALTY_DEMO_USERS = {
  upgrade: {
    id: 'demo-sara-ferrari',
    email: 'sara.ferrari@example.it',
    firstName: 'Sara',
    lastName: 'Ferrari',
    card: '027700123456',
  },
  blockedUpgrade: {
    id: 'demo-davide-russo',
    email: 'davide.russo@example.it',
    firstName: 'Davide',
    lastName: 'Russo',
    card: '027700654321',
  },
  coupons: {
    id: 'demo-elena-ricci',
    email: 'elena.ricci@example.it',
    firstName: 'Elena',
    lastName: 'Ricci',
    card: '300045678912',
  },
  noCard: {
    id: 'demo-marco-conti',
    email: 'marco.conti@example.it',
    firstName: 'Marco',
    lastName: 'Conti',
    card: null,
  },
} as const;

export const LOYALTY_DEMO_PASSWORD = DEMO_PASSWORD;

const USERS = Object.values(LOYALTY_DEMO_USERS);

const CARDS: Insertable<AdvantageCardsTable>[] = [
  {
    number: '027700123456',
    type: 'base',
    status: 'active',
    holder_first_name: 'Sara',
    holder_last_name: 'Ferrari',
    salesforce_id: '0031x00000SaraFerr',
    user_id: 'demo-sara-ferrari',
    current_amount: 236,
    can_upgrade: true,
  },
  {
    number: '027700654321',
    type: 'base',
    status: 'blocked',
    holder_first_name: 'Davide',
    holder_last_name: 'Russo',
    salesforce_id: '0031x00000DavidRss',
    user_id: 'demo-davide-russo',
    current_amount: 212,
    can_upgrade: true,
  },
  {
    number: '300045678912',
    type: 'base',
    status: 'active',
    is_old: true,
    holder_first_name: 'Elena',
    holder_last_name: 'Ricci',
    salesforce_id: '0031x00000ElenaRcc',
    user_id: 'demo-elena-ricci',
    current_amount: 205,
    can_upgrade: true,
  },
];

const PROFILES: Insertable<AccountProfilesTable>[] = [
  {
    user_id: 'demo-sara-ferrari',
    salesforce_id: '0031x00000SaraFerr',
    first_name: 'Sara',
    last_name: 'Ferrari',
    gender: 'f',
    birth_date: '1986-11-04',
    phone: '+39 339 210 7788',
    dug: 'Via',
    street: 'Monte Rosa',
    house_number: '18',
    zip: '20017',
    city: 'Rho',
    province: 'MI',
    country: 'IT',
    store_id: '00101',
    privacy_accepted_at: new Date('2025-07-02T08:30:00Z'),
    marketing_consent: true,
    profiling_consent: false,
    third_party_consent: false,
    digital_receipt_only: true,
    profiling: JSON.stringify({}),
  },
  {
    user_id: 'demo-davide-russo',
    salesforce_id: '0031x00000DavidRss',
    first_name: 'Davide',
    last_name: 'Russo',
    gender: 'm',
    birth_date: '1979-01-30',
    phone: '+39 345 880 1122',
    dug: 'Via',
    street: 'Vittorio Emanuele II',
    house_number: '7',
    zip: '20900',
    city: 'Monza',
    province: 'MB',
    country: 'IT',
    store_id: '00104',
    privacy_accepted_at: new Date('2025-08-19T17:45:00Z'),
    marketing_consent: false,
    profiling_consent: false,
    third_party_consent: false,
    digital_receipt_only: false,
    profiling: JSON.stringify({}),
  },
  {
    user_id: 'demo-elena-ricci',
    salesforce_id: '0031x00000ElenaRcc',
    first_name: 'Elena',
    last_name: 'Ricci',
    gender: 'f',
    birth_date: '1991-06-15',
    phone: '+39 320 456 0099',
    dug: 'Corso',
    street: 'Europa',
    house_number: '52',
    zip: '20017',
    city: 'Rho',
    province: 'MI',
    country: 'IT',
    store_id: '00101',
    privacy_accepted_at: new Date('2025-09-05T11:10:00Z'),
    marketing_consent: true,
    profiling_consent: true,
    third_party_consent: false,
    digital_receipt_only: false,
    profiling: JSON.stringify({ interests: ['bio'] }),
  },
  {
    user_id: 'demo-marco-conti',
    salesforce_id: null,
    first_name: 'Marco',
    last_name: 'Conti',
    gender: 'm',
    birth_date: '1983-04-09',
    phone: '+39 348 765 2211',
    dug: 'Viale',
    street: 'Lombardia',
    house_number: '21',
    zip: '20900',
    city: 'Monza',
    province: 'MB',
    country: 'IT',
    store_id: '00104',
    privacy_accepted_at: new Date('2025-10-12T16:20:00Z'),
    marketing_consent: false,
    profiling_consent: false,
    third_party_consent: false,
    digital_receipt_only: false,
    profiling: JSON.stringify({}),
  },
];

/** Bonus salvadanaio of the demo cards (euro); cards of other seeds get one only if they exist. */
const VAULTS: [cardNumber: string, balance: number][] = [
  ['048812345687', 18.4],
  ['200012345678', 7.9],
  ['048812345670', 0],
  ['048812345694', 0],
  ['027700123456', 0],
  ['027700654321', 0],
  ['300045678912', 0],
];

interface SeedCoupon {
  id: string;
  title: string;
  brand: string;
  description: string;
  discount: string;
  category: string;
  /** Days from today the coupon starts and expires (negative: in the past). */
  from: number;
  to: number;
  stores?: string[];
  chosenFor?: string[];
}

const MARIO = 'demo-mario-rossi';
const GIULIA = 'demo-giulia-bianchi';
const LUCA = 'demo-luca-verdi';
const ELENA = 'demo-elena-ricci';

export const SEED_COUPONS: SeedCoupon[] = [
  {
    id: 'parmigiano-reggiano-24-mesi',
    title: 'Parmigiano Reggiano DOP 24 mesi 300 g',
    brand: 'Iper La grande i',
    description: 'Sconto sulla confezione sottovuoto da 300 g.',
    discount: '-20%',
    category: 'Latticini e formaggi',
    from: -10,
    to: 20,
  },
  {
    id: 'pasta-semola-1kg',
    title: 'Spaghetti n.5 di semola di grano duro 1 kg',
    brand: 'Barilla',
    description: 'Valido su una confezione.',
    discount: '-0,50 €',
    category: 'Dispensa',
    from: -3,
    to: 25,
  },
  {
    id: 'olio-evo-1l',
    title: 'Olio extravergine di oliva 100% italiano 1 l',
    brand: 'Carapelli',
    description: 'Valido su una bottiglia.',
    discount: '-1,50 €',
    category: 'Dispensa',
    from: -7,
    to: 2,
  },
  {
    id: 'caffe-qualita-oro',
    title: 'Caffè macinato Qualità Oro 2 x 250 g',
    brand: 'Lavazza',
    description: 'Sconto sulla confezione doppia.',
    discount: '-25%',
    category: 'Colazione',
    from: -5,
    to: 30,
  },
  {
    id: 'mozzarella-bufala',
    title: 'Mozzarella di Bufala Campana DOP 250 g',
    brand: 'Iper La grande i',
    description: 'Dal banco frigo, fino a esaurimento scorte.',
    discount: '-30%',
    category: 'Latticini e formaggi',
    from: 0,
    to: 1,
  },
  {
    id: 'prosciutto-parma',
    title: 'Prosciutto di Parma DOP affettato 100 g',
    brand: 'Citterio',
    description: 'Solo nei punti vendita indicati.',
    discount: '-1,00 €',
    category: 'Salumi',
    from: -2,
    to: 14,
    stores: ['00101', '00102'],
  },
  {
    id: 'yogurt-greco',
    title: 'Yogurt greco bianco 0% 4 x 150 g',
    brand: 'Fage',
    description: 'Prendi 3 confezioni, ne paghi 2.',
    discount: '3x2',
    category: 'Latticini e formaggi',
    from: -1,
    to: 10,
  },
  {
    id: 'acqua-naturale',
    title: 'Acqua minerale naturale 6 x 1,5 l',
    brand: 'Levissima',
    description: 'Valido su una confezione da 6 bottiglie.',
    discount: '-20%',
    category: 'Bevande',
    from: -4,
    to: 18,
  },
  {
    id: 'birra-artigianale',
    title: 'Birra artigianale chiara Nora 33 cl',
    brand: 'Baladin',
    description: 'Valido su una bottiglia.',
    discount: '-15%',
    category: 'Bevande',
    from: -2,
    to: 21,
  },
  {
    id: 'valcalepio-rosso',
    title: 'Valcalepio Rosso DOC 75 cl',
    brand: 'Cantina Sociale Bergamasca',
    description: 'Solo nei punti vendita della provincia di Bergamo.',
    discount: '-2,00 €',
    category: 'Vini',
    from: 0,
    to: 28,
    stores: ['00108', '00109'],
  },
  {
    id: 'detersivo-lavatrice',
    title: 'Detersivo lavatrice liquido 40 lavaggi',
    brand: 'Dash',
    description: 'Valido su un flacone.',
    discount: '-30%',
    category: 'Casa',
    from: -6,
    to: 12,
  },
  {
    id: 'carta-igienica',
    title: 'Carta igienica 3 veli 12 rotoli',
    brand: 'Scottex',
    description: 'Valido su una confezione.',
    discount: '-1,20 €',
    category: 'Casa',
    from: -3,
    to: 35,
  },
  {
    id: 'shampoo-delicato',
    title: 'Shampoo delicato uso frequente 250 ml',
    brand: 'Pantene',
    description: 'Valido su un flacone.',
    discount: '-40%',
    category: 'Cura della persona',
    from: -1,
    to: 9,
  },
  {
    id: 'dentifricio-sbiancante',
    title: 'Dentifricio sbiancante 75 ml',
    brand: 'Mentadent',
    description: 'Il secondo tubetto a metà prezzo.',
    discount: '-50% sul secondo',
    category: 'Cura della persona',
    from: -2,
    to: 16,
  },
  {
    id: 'crocchette-cane',
    title: 'Crocchette per cani adulti al pollo 4 kg',
    brand: 'Purina One',
    description: 'Scelto per te in base ai tuoi acquisti.',
    discount: '-3,00 €',
    category: 'Animali',
    from: -5,
    to: 22,
    chosenFor: [MARIO],
  },
  {
    id: 'lettiera-gatto',
    title: 'Lettiera agglomerante per gatti 10 l',
    brand: 'Catsan',
    description: 'Valido su una confezione.',
    discount: '-20%',
    category: 'Animali',
    from: -1,
    to: 26,
  },
  {
    id: 'gelato-vaniglia',
    title: 'Gelato alla vaniglia 500 g',
    brand: 'Sammontana',
    description: 'Valido su una vaschetta.',
    discount: '-1,00 €',
    category: 'Surgelati',
    from: 0,
    to: 19,
  },
  {
    id: 'pizza-margherita',
    title: 'Pizza margherita surgelata 2 pezzi',
    brand: 'Buitoni',
    description: 'Valido su una confezione.',
    discount: '-25%',
    category: 'Surgelati',
    from: -3,
    to: 3,
  },
  {
    id: 'mele-golden',
    title: 'Mele Golden Val di Non DOP 1,5 kg',
    brand: 'Melinda',
    description: 'Valido su un sacchetto.',
    discount: '-0,80 €',
    category: 'Frutta e verdura',
    from: -1,
    to: 8,
  },
  {
    id: 'pomodorini-pachino',
    title: 'Pomodorino di Pachino IGP 500 g',
    brand: 'Iper La grande i',
    description: 'Dal reparto ortofrutta.',
    discount: '-30%',
    category: 'Frutta e verdura',
    from: 0,
    to: 6,
  },
  {
    id: 'biscotti-frollini',
    title: 'Biscotti frollini Macine 700 g',
    brand: 'Mulino Bianco',
    description: 'Scelto per te in base ai tuoi acquisti.',
    discount: '-20%',
    category: 'Colazione',
    from: -4,
    to: 15,
    chosenFor: [MARIO, ELENA],
  },
  {
    id: 'bevanda-avena',
    title: 'Bevanda di avena biologica 1 l',
    brand: 'Alpro',
    description: 'Scelto per te in base ai tuoi acquisti.',
    discount: '-0,70 €',
    category: 'Bevande',
    from: -2,
    to: 20,
    chosenFor: [GIULIA, ELENA],
  },
  {
    id: 'tofu-biologico',
    title: 'Tofu biologico al naturale 250 g',
    brand: 'Valsoia',
    description: 'Scelto per te in base ai tuoi acquisti.',
    discount: '-25%',
    category: 'Gastronomia',
    from: -1,
    to: 13,
    chosenFor: [GIULIA],
  },
  {
    id: 'salame-nostrano',
    title: 'Salame nostrano 300 g',
    brand: 'Levoni',
    description: 'Scelto per te in base ai tuoi acquisti.',
    discount: '-1,50 €',
    category: 'Salumi',
    from: -2,
    to: 11,
    chosenFor: [LUCA],
  },
  {
    id: 'passata-pomodoro',
    title: 'Passata di pomodoro 700 g',
    brand: 'Mutti',
    description: 'Prendi 3 bottiglie, ne paghi 2.',
    discount: '3x2',
    category: 'Dispensa',
    from: -20,
    to: -2,
  },
  {
    id: 'colomba-classica',
    title: 'Colomba classica 1 kg',
    brand: 'Motta',
    description: 'Valido su una confezione.',
    discount: '-30%',
    category: 'Dolci',
    from: -40,
    to: -10,
  },
  {
    id: 'uova-allevate-a-terra',
    title: 'Uova fresche da galline allevate a terra 6 pezzi',
    brand: 'Iper La grande i',
    description: 'Presto disponibile.',
    discount: '-0,40 €',
    category: 'Fresco',
    from: 5,
    to: 30,
  },
];

/** Coupons the demo customers had saved; the expired one disappears from their list. */
const SAVED: [userId: string, couponId: string][] = [
  [MARIO, 'parmigiano-reggiano-24-mesi'],
  [MARIO, 'crocchette-cane'],
  [MARIO, 'passata-pomodoro'],
  [GIULIA, 'tofu-biologico'],
];

interface SeedGiftCard {
  number: string;
  amount: 25 | 50 | 100 | 150;
  residual: number;
  /** Days from today it was bought. */
  purchased: number;
  store: string;
}

/**
 * Demo gift cards: new ones are printed "(21)" + the 19 digits stored here, old ones have 12.
 * (21)8033120000012345678 has 37,50 € left; 400012345678 (old) 80,25 €; 8033120000055501234 has
 * expired.
 */
export const SEED_GIFT_CARDS: SeedGiftCard[] = [
  { number: '8033120000012345678', amount: 50, residual: 37.5, purchased: -150, store: '00101' },
  { number: '8033120000098765432', amount: 100, residual: 100, purchased: -14, store: '00102' },
  { number: '8033120000077700150', amount: 150, residual: 0, purchased: -200, store: '00108' },
  { number: '8033120000055501234', amount: 25, residual: 12, purchased: -760, store: '00104' },
  { number: '400012345678', amount: 100, residual: 80.25, purchased: -300, store: '00101' },
  { number: '400098765432', amount: 25, residual: 25, purchased: -40, store: '00120' },
];

/** The loyalty demo data: customers, cards, vaults, coupons and gift cards; idempotent. */
export async function seedLoyalty(db: Db, now: Date = new Date()): Promise<void> {
  const today = romeToday(now);
  await seedPasswordUsers(db, USERS, new Date('2025-07-01T10:00:00Z'));
  await seedCardsAndProfiles(db, CARDS, PROFILES);

  const existingCards = new Set(
    (
      await db
        .selectFrom('advantage_cards')
        .select('number')
        .where(
          'number',
          'in',
          VAULTS.map(([number]) => number),
        )
        .execute()
    ).map((row) => row.number),
  );
  const vaults = VAULTS.filter(([number]) => existingCards.has(number)).map(
    ([card_number, balance]) => ({ card_number, balance }),
  );
  if (vaults.length > 0)
    await db
      .insertInto('advantage_card_vaults')
      .values(vaults)
      .onConflict((c) => c.column('card_number').doNothing())
      .execute();

  const coupons: Insertable<CouponsTable>[] = SEED_COUPONS.map((coupon, position) => ({
    id: coupon.id,
    title: coupon.title,
    brand: coupon.brand,
    description: coupon.description,
    discount_label: coupon.discount,
    category: coupon.category,
    valid_from: addDays(today, coupon.from),
    expires_on: addDays(today, coupon.to),
    position,
  }));
  const inserted = await db
    .insertInto('coupons')
    .values(coupons)
    .onConflict((c) => c.column('id').doNothing())
    .returning('id')
    .execute();
  const fresh = new Set(inserted.map((row) => row.id));
  const users = new Set(
    (
      await db
        .selectFrom('auth_users')
        .select('id')
        .where('id', 'in', [MARIO, GIULIA, LUCA, ELENA])
        .execute()
    ).map((row) => row.id),
  );
  for (const coupon of SEED_COUPONS.filter((candidate) => fresh.has(candidate.id))) {
    if (coupon.stores)
      await db
        .insertInto('coupon_stores')
        .values(coupon.stores.map((store_id) => ({ coupon_id: coupon.id, store_id })))
        .execute();
    const targets = (coupon.chosenFor ?? []).filter((userId) => users.has(userId));
    if (targets.length > 0)
      await db
        .insertInto('coupon_targets')
        .values(targets.map((user_id) => ({ coupon_id: coupon.id, user_id })))
        .execute();
  }
  const saved = SAVED.filter(([userId, couponId]) => users.has(userId) && fresh.has(couponId));
  if (saved.length > 0) {
    await db
      .insertInto('coupon_wallets')
      .values([...new Set(saved.map(([userId]) => userId))].map((user_id) => ({ user_id })))
      .onConflict((c) => c.doNothing())
      .execute();
    await db
      .insertInto('saved_coupons')
      .values(saved.map(([user_id, coupon_id]) => ({ user_id, coupon_id })))
      .onConflict((c) => c.doNothing())
      .execute();
  }

  const giftCards: Insertable<GiftCardsTable>[] = SEED_GIFT_CARDS.map((card) => ({
    number: card.number,
    initial_amount: card.amount,
    residual_amount: card.residual,
    purchased_on: addDays(today, card.purchased),
    store_id: card.store,
  }));
  await db
    .insertInto('gift_cards')
    .values(giftCards)
    .onConflict((c) => c.column('number').doNothing())
    .execute();
}

import {
  FuelPricesResponseSchema,
  RESTAURANTS_CATEGORY_ID,
  RestaurantsResponseSchema,
  ServiceCategoriesResponseSchema,
  StoreLocatorConfigSchema,
  StoreServicesResponseSchema,
  StoresResponseSchema,
} from '@iper/contracts';
import type { Kysely } from 'kysely';
import * as storeHolidays from '../db/migrations/0011-store-holidays';
import {
  startTestServer,
  testDatabases,
  type TestServer,
  singleTestDatabase,
} from '../testing/test-server';
import { easterSunday, specialOpenings } from './holiday-calendar';
import { wrap } from './service-document';

describe.each(testDatabases())('stores API on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  const post = (path: string, payload?: unknown) =>
    server.app.inject({
      method: 'POST',
      url: path,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('lists the demo hypermarkets with seven days of hours each', async () => {
    const response = await post('/api/stores-yext', {});
    expect(response.statusCode).toBe(200);
    const stores = StoresResponseSchema.parse(response.json());
    expect(stores.length).toBeGreaterThanOrEqual(25);
    expect(stores.every((store) => store.tipo === 'hypermarket')).toBe(true);
    expect(stores.find((store) => store.slug === 'iper-arese')).toMatchObject({
      nome: 'Iper Arese',
      provincia: 'MI',
      yext: expect.stringMatching(/^IPR\d{5}$/),
    });
  });

  it('gives each hypermarket its upcoming special openings, holidays included', async () => {
    const stores = StoresResponseSchema.parse((await post('/api/stores-yext', {})).json());
    const arese = stores.find((store) => store.slug === 'iper-arese')!;
    const days = arese.aperture_straordinarie ?? [];
    expect(days.length).toBeGreaterThan(5);
    expect(days.some((day) => day.descrizione === 'Natale' && day.orario === '')).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect(days.every((day) => day.data >= today)).toBe(true);
  });

  it('gives the hypermarkets of a database seeded before special openings their holidays (migration 0011)', async () => {
    const { db } = server.database;
    const arese = () =>
      db
        .selectFrom('stores')
        .select('special_openings')
        .where('slug', '=', 'iper-arese')
        .executeTakeFirstOrThrow();
    const seeded = (await arese()).special_openings;
    await db
      .updateTable('stores')
      .set({ special_openings: '[]' })
      .where('slug', '=', 'iper-arese')
      .execute();
    expect((await arese()).special_openings).toEqual([]);
    await storeHolidays.up(db as unknown as Kysely<unknown>);
    const restored = (await arese()).special_openings;
    expect(restored).toEqual(seeded);
    expect(restored.length).toBeGreaterThan(5);
    await storeHolidays.up(db as unknown as Kysely<unknown>);
    expect((await arese()).special_openings).toEqual(seeded);
  });

  it('narrows the list to a province', async () => {
    const stores = StoresResponseSchema.parse(
      (await post('/api/stores-yext', { provincia: 'bg' })).json(),
    );
    expect(stores.map((store) => store.provincia)).toEqual(stores.map(() => 'BG'));
    expect(stores.length).toBeGreaterThan(0);
  });

  it('answers an empty body like an empty filter', async () => {
    const response = await post('/api/stores-yext');
    expect(response.json()).toHaveLength(27);
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown filter with a 400 naming the field', async () => {
    const response = await post('/api/stores-yext', { provincia: 'Milano' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      issues: [expect.objectContaining({ path: 'provincia' })],
    });
  });

  it('lists the fuel stations: the stores that sell fuel', async () => {
    const stations = StoresResponseSchema.parse(
      (await post('/api/stores-iper-stations', {})).json(),
    );
    expect(stations.length).toBeGreaterThan(10);
    expect(stations.every((store) => store.iperstation.length > 0)).toBe(true);
    expect(stations.find((store) => store.slug === 'iper-arese')?.iperstation).toEqual([
      'Benzina',
      'Diesel',
      'GPL',
      'HVO',
      'Metano',
    ]);
  });

  it('lists pet-food shops and drive points, each tied to its hypermarket', async () => {
    const pet = StoresResponseSchema.parse((await post('/api/stores-pet-food')).json());
    const drive = StoresResponseSchema.parse((await post('/api/stores-iper-drive')).json());
    expect(pet.length).toBeGreaterThanOrEqual(6);
    expect(drive.length).toBeGreaterThanOrEqual(6);
    expect(pet.every((store) => store.tipo === 'petfood' && store.ipermercato)).toBe(true);
    expect(drive.every((store) => store.tipo === 'drive' && store.ipermercato)).toBe(true);
  });

  it('lists the stores with restaurants, naming them', async () => {
    const stores = StoresResponseSchema.parse((await post('/api/stores-restaurants')).json());
    const arese = stores.find((store) => store.slug === 'iper-arese');
    expect(arese?.ristoranti?.map((restaurant) => restaurant.marchio).sort()).toEqual([
      'cremamore',
      'portello-caffe',
      'risto',
      'romantica',
    ]);
    expect(stores.every((store) => (store.ristoranti ?? []).length > 0)).toBe(true);
  });

  it.each(['cremamore', 'foodtruck', 'portello-caffe', 'risto', 'romantica'])(
    'lists the %s restaurants with their store and menu',
    async (brand) => {
      const restaurants = RestaurantsResponseSchema.parse(
        (await post(`/api/restaurants-${brand}`, {})).json(),
      );
      expect(restaurants.length).toBeGreaterThanOrEqual(3);
      for (const restaurant of restaurants) {
        expect(restaurant.marchio).toBe(brand);
        expect(restaurant.menu.length).toBeGreaterThan(0);
        expect(restaurant.puntoVendita.slug).toMatch(/^iper-/);
      }
    },
  );

  it('gives fuel price records with 5-digit ids and a price and unit per fuel', async () => {
    const records = FuelPricesResponseSchema.parse((await post('/api/fuel-prices', {})).json());
    const arese = records.find((record) => record.id === '00101');
    expect(arese).toMatchObject({
      benzina: expect.stringMatching(/^\d\.\d{3} €\/L$/),
      metano: expect.stringMatching(/^\d\.\d{3} €\/Kg$/),
    });
    const milano = records.find((record) => record.id === '00102');
    expect(milano).toBeUndefined();
  });

  it('narrows fuel prices to the given store codes, with or without the IPR prefix', async () => {
    const records = FuelPricesResponseSchema.parse(
      (await post('/api/fuel-prices', { ids: ['IPR00101', '103'] })).json(),
    );
    expect(records.map((record) => record.id)).toEqual(['00101', '00103']);
    expect((await post('/api/fuel-prices', { ids: ['ARESE'] })).statusCode).toBe(400);
  });

  it('gives the service categories with the restaurants category', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/services/categories' });
    const categories = ServiceCategoriesResponseSchema.parse(response.json());
    expect(categories.map((category) => category.uuid)).toContain(RESTAURANTS_CATEGORY_ID);
    expect(categories[0]).toMatchObject({
      name: 'Servizi in negozio',
      content: { Icon: 'negozio' },
    });
  });

  it("gives a store's services, its restaurants among them", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/services/store/iper-arese',
    });
    expect(response.statusCode).toBe(200);
    const services = StoreServicesResponseSchema.parse(response.json());
    expect(services.find((service) => service.id === 'parcheggio')).toMatchObject({
      noDetails: true,
    });
    const restaurants = services.filter(
      (service) => service.categoryId === RESTAURANTS_CATEGORY_ID,
    );
    expect(restaurants.map((service) => service.slug)).toContain(
      'punti-vendita/iper-arese/la-romantica',
    );
  });

  it('answers 404 for the services of an unknown store and 400 for a malformed slug', async () => {
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/services/store/iper-atlantide' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/services/store/Iper%20Arese' }))
        .statusCode,
    ).toBe(400);
  });

  it('serves the PDF a service links to', async () => {
    const services = StoreServicesResponseSchema.parse(
      (await server.app.inject({ method: 'GET', url: '/api/services/store/iper-arese' })).json(),
    );
    const withPdf = services.find((service) => service.pdf);
    expect(withPdf?.pdf?.filename).toMatch(/^\/api\/services\/documents\/[a-z0-9-]+\.pdf$/);
    const pdf = await server.app.inject({ method: 'GET', url: withPdf!.pdf!.filename });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/services/documents/nessuno.pdf' }))
        .statusCode,
    ).toBe(404);
  });

  it('tells the client to draw its offline map when no Google Maps key is configured', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/store-locator/config' });
    expect(StoreLocatorConfigSchema.parse(response.json())).toEqual({
      maps: { provider: 'offline' },
    });
  });

  it('seeds idempotently: seeding again adds no store, price, service or restaurant', async () => {
    const { seedDemoData } = await import('../db/seed');
    const db = server.database.db;
    const count = async () =>
      Promise.all(
        (['stores', 'fuel_prices', 'store_services', 'restaurants'] as const).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    await seedDemoData(db);
    expect(await count()).toEqual(before);
  });
});

describe('the Google Maps configuration', () => {
  it('hands the public key to the client when one is configured', async () => {
    const server = await startTestServer(singleTestDatabase());
    const { storesRoutes } = await import('./stores.routes');
    const Fastify = (await import('fastify')).default;
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const app = Fastify()
      .setValidatorCompiler(validatorCompiler)
      .setSerializerCompiler(serializerCompiler);
    const { publicReadsPlugin } = await import('../platform/public-reads/public-reads.plugin');
    app.decorate('db', server.database.db);
    await app.register(publicReadsPlugin);
    await app.register(storesRoutes, { prefix: '/api', googleMapsApiKey: 'chiave-pubblica' });
    const response = await app.inject({ method: 'GET', url: '/api/store-locator/config' });
    expect(response.json()).toEqual({ maps: { provider: 'google', apiKey: 'chiave-pubblica' } });
    await app.close();
    await server.close();
  });
});

describe('special openings of the demo stores', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2026)).toEqual({ month: 4, day: 5 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
  });

  it('closes on Christmas and opens stores closed on Sundays before Christmas', () => {
    const days = specialOpenings('sundayClosed', new Date('2026-11-22T10:00:00Z'));
    expect(days).toContainEqual({ data: '2026-12-25', orario: '', descrizione: 'Natale' });
    expect(days).toContainEqual({
      data: '2026-12-20',
      orario: '09:00-20:00',
      descrizione: 'Apertura domenicale di Natale',
    });
  });

  it('wraps service document text at spaces', () => {
    expect(wrap('uno due tre quattro', 8)).toEqual(['uno due', 'tre', 'quattro']);
  });
});

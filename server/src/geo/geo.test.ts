import { PlacesResponseSchema } from '@iper/contracts';
import { startTestServer, testDatabases, type TestServer } from '../testing/test-server';
import { PROVINCIAL_CAPITALS, STORE_TOWNS } from './coordinates';
import { normalizePlaceName, placeIndex } from './places';

describe('the offline place index', () => {
  it('finds every provincial capital and store town of the coordinate table in the ISTAT list', async () => {
    const positioned = new Set((await placeIndex()).positioned());
    const missing = [
      ...Object.entries(PROVINCIAL_CAPITALS).map(([sigla, [name]]) => `${name}|${sigla}`),
      ...STORE_TOWNS.map(([name, sigla]) => `${name}|${sigla}`),
    ].filter((key) => !positioned.has(key));
    expect(missing).toEqual([]);
  });

  it('normalises accents and apostrophes', () => {
    expect(normalizePlaceName("L'Aquila")).toBe('l aquila');
    expect(normalizePlaceName('Cantù')).toBe('cantu');
  });
});

describe.each(testDatabases())('GET /api/geo/places on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(url);
  });
  afterAll(() => server.close());

  const search = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/geo/places?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it('finds a municipality by the start of its name, the most populous first', async () => {
    const { status, body } = await search('q=Mil');
    expect(status).toBe(200);
    const places = PlacesResponseSchema.parse(body);
    expect(places[0]).toMatchObject({ comune: 'Milano', provincia: 'MI', approssimata: false });
  });

  it('finds a municipality without accents and places it at its own coordinates', async () => {
    const places = PlacesResponseSchema.parse((await search('q=cantu')).body);
    expect(places[0]).toMatchObject({ comune: 'Cantù', provincia: 'CO', approssimata: false });
    expect(places[0]!.position.lat).toBeCloseTo(45.74, 1);
  });

  it('finds a municipality by postcode', async () => {
    const places = PlacesResponseSchema.parse((await search('q=20149')).body);
    expect(places[0]).toMatchObject({ id: '015146-20149', comune: 'Milano', cap: '20149' });
    const prefix = PlacesResponseSchema.parse((await search('q=2402')).body);
    expect(prefix.every((place) => place.cap.startsWith('2402'))).toBe(true);
  });

  it('places a municipality without coordinates of its own at its provincial capital, flagged approximate', async () => {
    const places = PlacesResponseSchema.parse((await search('q=Cornaredo')).body);
    expect(places[0]).toMatchObject({
      comune: 'Cornaredo',
      provincia: 'MI',
      approssimata: true,
      position: { lat: 45.464, lng: 9.19 },
    });
  });

  it('respects the limit and refuses a too short query with a 400', async () => {
    expect(PlacesResponseSchema.parse((await search('q=San&limit=3')).body)).toHaveLength(3);
    expect((await search('q=a')).status).toBe(400);
    expect((await search('q=Milano&limit=500')).status).toBe(400);
  });
});

import { SEARCH_MAX_QUERY_BYTES } from '@iper/contracts';
import { boundedQuery } from './site-search';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

describe('the query sent to the search engine', () => {
  it('is sent as typed when it fits the engine’s 512 bytes', () => {
    expect(boundedQuery('pasta di Gragnano')).toBe('pasta di Gragnano');
  });

  it('is cut to the engine’s limit when a visitor pastes a long text', () => {
    const query = boundedQuery('mozzarella '.repeat(100));
    expect(utf8Bytes(query)).toBeLessThanOrEqual(SEARCH_MAX_QUERY_BYTES);
    expect(query.startsWith('mozzarella mozzarella')).toBe(true);
  });

  it('never cuts an accented letter in half', () => {
    const query = boundedQuery('è'.repeat(400)); // two bytes each
    expect(utf8Bytes(query)).toBeLessThanOrEqual(SEARCH_MAX_QUERY_BYTES);
    expect(query).toBe('è'.repeat(SEARCH_MAX_QUERY_BYTES / 2));
    expect(boundedQuery(`a${'è'.repeat(400)}`)).not.toContain('\uFFFD');
  });
});

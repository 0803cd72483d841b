import { serviceLink, serviceTarget } from './service-links';

const base = { noDetails: false, externalLink: null, pdf: null, slug: 'servizi/casa/lista-nozze' };

describe('service link rules (SPEC §3)', () => {
  it('has no link when the service has no details, whatever else it has', () => {
    expect(
      serviceLink({
        ...base,
        noDetails: true,
        externalLink: 'https://example.org',
        pdf: { filename: 'a.pdf' },
      }),
    ).toBe('');
    expect(serviceTarget({ ...base, noDetails: true })).toEqual({ kind: 'none' });
  });

  it('prefers the external link to the pdf and the slug', () => {
    const service = {
      ...base,
      externalLink: 'https://www.piattaformaunicanazionale.it/',
      pdf: { filename: '/listino.pdf' },
    };
    expect(serviceLink(service)).toBe('https://www.piattaformaunicanazionale.it/');
    expect(serviceTarget(service)).toEqual({
      kind: 'external',
      href: 'https://www.piattaformaunicanazionale.it/',
    });
  });

  it('uses the pdf file name when there is no external link', () => {
    const service = {
      ...base,
      pdf: { filename: '/api/services/documents/listino-lavanderia.pdf' },
    };
    expect(serviceLink(service)).toBe('/api/services/documents/listino-lavanderia.pdf');
    expect(serviceTarget(service)).toEqual({
      kind: 'pdf',
      href: '/api/services/documents/listino-lavanderia.pdf',
    });
  });

  it('falls back to the slug, as a page of the site', () => {
    expect(serviceLink(base)).toBe('servizi/casa/lista-nozze');
    expect(serviceTarget(base)).toEqual({ kind: 'internal', to: '/servizi/casa/lista-nozze' });
  });

  it('has no link when nothing is set', () => {
    expect(serviceTarget({ ...base, slug: '' })).toEqual({ kind: 'none' });
  });
});

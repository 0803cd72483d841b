import { applyPageHead } from './page-head';

describe('the page head', () => {
  it('sets title, description, canonical and a noindex robots by default', () => {
    window.history.replaceState(null, '', '/punti-vendita?vicino=1');
    applyPageHead({ title: 'Punti vendita', description: 'Trova il tuo Iper.' });
    expect(document.title).toBe('Punti vendita | Iper');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Trova il tuo Iper.',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/punti-vendita',
    );
  });

  it('lets a page be indexed and name its canonical URL', () => {
    applyPageHead({ title: 'Iper', robots: 'index, follow', canonical: '/iper-mag/ricette' });
    expect(document.title).toBe('Iper');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'index, follow',
    );
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/iper-mag/ricette',
    );
  });
});

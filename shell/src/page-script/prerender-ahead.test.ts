import { linksToPrerenderAhead, prerenderAhead } from './prerender-ahead';

/** The addresses the server's speculation rules prerender at once: the links marked `now`. */
function prerendered(): string[] {
  return [
    ...document.querySelectorAll<HTMLAnchorElement>('a[href][data-prerender-ahead="now"]'),
  ].map((link) => link.href);
}

describe('the next page, prerendered before the app has started', () => {
  it('is the page of a link marked for it, not of a link to this page or of a link not marked', () => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `
      <a href="/punti-vendita" data-prerender-ahead="later">Il tuo punto vendita</a>
      <a href="/#contenuto" data-prerender-ahead="later">Home</a>
      <a href="/volantini">Volantini</a>`;
    const links = linksToPrerenderAhead();
    expect(prerendered()).toEqual([]);
    prerenderAhead(links);
    expect(prerendered()).toEqual(['http://localhost/punti-vendita']);
  });

  it('is nothing on the page the marked link leads to, which says so', () => {
    window.history.replaceState(null, '', '/punti-vendita');
    document.body.innerHTML = `<a href="/punti-vendita" data-prerender-ahead="later">Il tuo punto vendita</a>`;
    expect(linksToPrerenderAhead()).toEqual([]);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderUi } from '../../test-utils';
import { Link } from './link';
import { resolveLink } from './resolve-link';

describe('resolveLink (SPEC §2 link rules)', () => {
  it('opens http, https, ftp and a bare # in a new tab unless the same tab is forced', () => {
    for (const href of [
      'http://example.org',
      'https://www.iper.it/x',
      'FTP://files.example.org/a',
      '#',
    ]) {
      expect(resolveLink(href)).toEqual({ kind: 'anchor', href, newTab: true });
    }
    expect(resolveLink('https://example.org', { sameTab: true })).toEqual({
      kind: 'anchor',
      href: 'https://example.org',
      newTab: false,
    });
  });

  it("rewrites the content store's PDF addresses to /assets on the site's own base URL", () => {
    expect(
      resolveLink('https://a.storyblok.com/f/12345/x/volantino.pdf', {
        baseUrl: 'https://www.iper.it',
      }),
    ).toEqual({
      kind: 'anchor',
      href: 'https://www.iper.it/assets/12345/x/volantino.pdf',
      newTab: true,
    });
    expect(
      resolveLink('https://a-us.storyblok.com/f/1/Regolamento.PDF?v=2', { baseUrl: '' }),
    ).toMatchObject({
      href: '/assets/1/Regolamento.PDF?v=2',
    });
    // A PDF elsewhere keeps its address; it is never a router link.
    expect(resolveLink('/docs/privacy.pdf', { baseUrl: '' })).toEqual({
      kind: 'anchor',
      href: '/docs/privacy.pdf',
      newTab: true,
    });
    expect(resolveLink('https://a.storyblok.com/f/1/image.png')).toEqual({
      kind: 'anchor',
      href: 'https://a.storyblok.com/f/1/image.png',
      newTab: true,
    });
  });

  it('keeps internal links without a trailing slash, the canonical form our pages redirect to', () => {
    expect(resolveLink('/punti-vendita/')).toEqual({ kind: 'internal', to: '/punti-vendita' });
    expect(resolveLink('/servizi/spesa/?a=1#x')).toEqual({
      kind: 'internal',
      to: '/servizi/spesa?a=1#x',
    });
    expect(resolveLink('/')).toEqual({ kind: 'internal', to: '/' });
  });

  it('leaves javascript:, mailto: and tel: unchanged in the same tab', () => {
    for (const href of ['javascript:void(0)', 'mailto:clienti@iper.it', 'tel:+390212345']) {
      expect(resolveLink(href)).toEqual({ kind: 'anchor', href, newTab: false });
    }
  });

  it('renders a button without an address', () => {
    expect(resolveLink(undefined)).toEqual({ kind: 'button' });
    expect(resolveLink('  ')).toEqual({ kind: 'button' });
  });
});

describe('Link', () => {
  it('opens external links in a new tab with rel=noopener and says so to screen readers', () => {
    renderUi(<Link to="https://example.org">Sito del partner</Link>);
    const link = screen.getByRole('link', {
      name: 'Sito del partner (si apre in una nuova scheda)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('keeps the same tab when forced', () => {
    renderUi(
      <Link to="https://example.org" sameTab>
        Partner
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Partner' })).not.toHaveAttribute('target');
  });

  it('navigates internally with the router, by keyboard too', async () => {
    renderUi(
      <Routes>
        <Route path="/" element={<Link to="/punti-vendita/">Punti vendita</Link>} />
        <Route path="/punti-vendita" element={<h1>Trova il tuo Iper</h1>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Punti vendita' });
    expect(link).toHaveAttribute('href', '/punti-vendita');
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Trova il tuo Iper' })).toBeInTheDocument();
  });

  it('is a plain button without an address', async () => {
    const onClick = jest.fn();
    renderUi(<Link onClick={onClick}>Mostra altro</Link>);
    await userEvent.click(screen.getByRole('button', { name: 'Mostra altro' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('speaks English when the site does', () => {
    renderUi(<Link to="https://example.org">Partner</Link>, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Partner (opens in a new tab)' })).toBeInTheDocument();
  });
});

describe('Link prefetch', () => {
  it('asks the shell to prefetch an internal target on hover and focus, never an external one', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { default: userEvent } = await import('@testing-library/user-event');
    const { MemoryRouter } = await import('react-router');
    const { IntlProvider } = await import('react-intl');
    const { LinkPrefetchContext } = await import('./link-prefetch');
    const { Link } = await import('./link');
    const prefetch = jest.fn();
    render(
      <IntlProvider locale="it" defaultLocale="it" messages={{}}>
        <MemoryRouter>
          <LinkPrefetchContext.Provider value={prefetch}>
            <Link to="/punti-vendita">Punti vendita</Link>
            <Link to="https://www.example.com">Esterno</Link>
          </LinkPrefetchContext.Provider>
        </MemoryRouter>
      </IntlProvider>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Punti vendita' }));
    await userEvent.hover(screen.getByRole('link', { name: /Esterno/ }));
    expect(prefetch).toHaveBeenCalledWith('/punti-vendita');
    expect(prefetch).toHaveBeenCalledTimes(1);
  });
});

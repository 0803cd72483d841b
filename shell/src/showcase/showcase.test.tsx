import { designSystemMessages } from '@iper/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { SHOWCASE_PAGES } from './showcase-pages';
import { showcaseRoutes } from './showcase-routes';

async function renderShowcase(path: string) {
  // As in the shell, the pages sit under a root route that renders nothing while they load.
  const router = createMemoryRouter(
    [{ element: <Outlet />, HydrateFallback: () => null, children: showcaseRoutes }],
    {
      initialEntries: [path],
    },
  );
  const result = render(
    <IntlProvider locale="it" defaultLocale="it" messages={designSystemMessages.it}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...result, router };
}

/** axe's WCAG 2.x A/AA rules and best practices; colour contrast needs a real layout engine. */
async function violations(container: Element) {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const paths = ['/test', ...SHOWCASE_PAGES.map((page) => `/test/${page.slug}`)];

describe('showcase pages (SPEC §2 /test/**)', () => {
  it("offers the pages SPEC §2 names, the remotes' parts among them", () => {
    expect(showcaseRoutes.map((route) => route.path)).toEqual(paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/test/anchor',
        '/test/modal',
        '/test/map',
        '/test/search',
        '/test/toggle',
        '/test/video',
        '/test/store-locator',
        '/test/template-volantino',
        '/test/registration',
      ]),
    );
  });

  it.each(paths)('%s has one h1 and nothing axe objects to', async (path) => {
    const { container } = await renderShowcase(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await violations(container)).toEqual([]);
  });

  it('lists every page on /test', async () => {
    await renderShowcase('/test');
    for (const page of SHOWCASE_PAGES) {
      expect(screen.getByRole('link', { name: page.title })).toHaveAttribute(
        'href',
        `/test/${page.slug}`,
      );
    }
  });

  it('opens and closes the confirmation dialog by keyboard, and the open dialog passes axe', async () => {
    await renderShowcase('/test/modal');
    screen.getByRole('button', { name: 'Svuota la lista' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Svuotare la lista della spesa?' });
    expect(await violations(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svuota la lista' })).toHaveFocus();
  });

  it('searches the services and shows the empty state for no match', async () => {
    await renderShowcase('/test/search');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca un servizio' }),
      'pesc{Enter}',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 risultato per “pesc”');
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'sushi{Enter}');
    expect(
      screen.getByRole('heading', { name: 'Nessun risultato per “sushi”' }),
    ).toBeInTheDocument();
  });

  it("shows 'Modulo incompleto.' on the forms page and its messages pass axe", async () => {
    const { container } = await renderShowcase('/test/forms');
    const form = screen.getByRole('form', { name: 'Registrazione di prova' });
    await userEvent.click(within(form).getByRole('button', { name: 'Registrati' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Modulo incompleto.');
    expect(screen.getByRole('textbox', { name: 'Nome (obbligatorio)' })).toHaveFocus();
    expect(await violations(container)).toEqual([]);
  });

  it('checks the tax code against the person on the forms page', async () => {
    await renderShowcase('/test/forms');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome (obbligatorio)' }), 'Mario');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cognome (obbligatorio)' }), 'Rossi');
    const cf = screen.getByRole('textbox', { name: 'Codice fiscale (obbligatorio)' });
    await userEvent.type(cf, 'RSSMRA85T10A562T');
    await userEvent.tab();
    expect(cf).toHaveAccessibleDescription(expect.stringContaining('Codice fiscale non valido'));
  });
});

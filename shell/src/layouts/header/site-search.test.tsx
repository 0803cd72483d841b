import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router';
import { SiteSearch } from './site-search';

// React builds a FormData of a form submitted during a transition (navigation is one); the test
// environment's FormData is Node's, which cannot read a form element. Browsers can (e2e).
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

function Where() {
  const location = useLocation();
  return <p>indirizzo: {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <IntlProvider locale="it" defaultLocale="it" messages={{}}>
      <MemoryRouter initialEntries={[path]}>
        <SiteSearch />
        <Where />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe("the header's site search", () => {
  it('is a search landmark that opens the results page for what was typed', async () => {
    renderAt('/volantino');
    expect(screen.getByRole('search', { name: 'Cerca nel sito' })).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca nel sito' }),
      'caffè macinato{Enter}',
    );
    expect(screen.getByText('indirizzo: /cerca?q=caff%C3%A8+macinato')).toBeInTheDocument();
  });

  it('does nothing for an empty search, and shows the current query on the results page', async () => {
    renderAt('/cerca?q=pasta');
    const box = screen.getByRole('searchbox', { name: 'Cerca nel sito' });
    expect(box).toHaveValue('pasta');
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByText('indirizzo: /cerca?q=pasta')).toBeInTheDocument();
  });
});

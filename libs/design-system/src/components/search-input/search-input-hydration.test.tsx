import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { SearchInput } from './search-input';

// The server's HTML is on screen before the script: a visitor can type in it, and the text must
// survive hydration (the careers list once searched an empty box after a quick "Cerca").
function page(onSearch: (query: string) => void) {
  return (
    <IntlProvider locale="it" defaultLocale="it">
      <SearchInput label="Cerca tra le posizioni" onSearch={onSearch} />
    </IntlProvider>
  );
}

describe('SearchInput, server-rendered then hydrated', () => {
  it('keeps what was typed before hydration and searches it', async () => {
    const onSearch = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(onSearch));
    document.body.append(container);
    const field = screen.getByRole<HTMLInputElement>('searchbox', {
      name: 'Cerca tra le posizioni',
    });
    field.value = 'magazzino'; // typed while the script was still on its way

    await act(async () => {
      hydrateRoot(container, page(onSearch));
    });

    expect(field).toHaveValue('magazzino');
    expect(screen.getByRole('button', { name: 'Cancella la ricerca' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSearch).toHaveBeenCalledWith('magazzino');
    container.remove();
  });
});

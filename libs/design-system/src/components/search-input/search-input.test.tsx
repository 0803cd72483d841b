import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { SearchInput } from './search-input';

describe('SearchInput', () => {
  it('is a labelled search field in a search landmark', () => {
    renderUi(<SearchInput label="Cerca un punto vendita" />);
    expect(screen.getByRole('search', { name: 'Cerca un punto vendita' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cerca un punto vendita' })).toHaveAttribute(
      'type',
      'search',
    );
  });

  it('searches the trimmed text on Enter and with the button', async () => {
    const onSearch = jest.fn();
    renderUi(<SearchInput label="Cerca" onSearch={onSearch} />);
    await userEvent.tab();
    await userEvent.keyboard(' Arese {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(onSearch.mock.calls).toEqual([['Arese'], ['Arese']]);
  });

  it('clears with Escape and with the clear button, which returns focus to the field', async () => {
    const onChange = jest.fn();
    renderUi(<SearchInput label="Cerca" defaultValue="Torino" onChange={onChange} />);
    const field = screen.getByRole('searchbox');
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Cancella la ricerca' })).not.toBeInTheDocument();
    await userEvent.keyboard('Mi');
    await userEvent.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

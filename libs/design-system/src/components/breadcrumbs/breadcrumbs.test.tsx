import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  const items = [
    { label: 'Home', to: '/' },
    { label: 'Punti vendita', to: '/punti-vendita/' },
    { label: 'Iper Arese' },
  ];

  it('is a navigation landmark with an ordered list of links to the current page', () => {
    renderUi(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    const entries = within(nav).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Punti vendita' })).toHaveAttribute(
      'href',
      '/punti-vendita',
    );
    expect(within(nav).getByText('Iper Arese')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Iper Arese' })).not.toBeInTheDocument();
  });

  it('takes its own name when a page shows more than one trail', () => {
    renderUi(<Breadcrumbs items={items} label="Esempio di percorso" />);
    expect(screen.getByRole('navigation', { name: 'Esempio di percorso' })).toBeInTheDocument();
  });

  it('is walked with Tab through its links only', async () => {
    renderUi(<Breadcrumbs items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Punti vendita' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PillNav } from './pill-nav';

const items = [
  { to: '/account', label: 'Il mio account', end: true },
  { to: '/account/lista-spesa', label: 'Lista della spesa' },
];

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PillNav label="Area personale" items={items} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Area personale' });
}

describe('PillNav', () => {
  it('marks the current page, and only it', () => {
    const nav = renderAt('/account');
    expect(within(nav).getByRole('link', { name: 'Il mio account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Lista della spesa' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('counts a page below an item as that item, unless the item ends at its own address', () => {
    const nav = renderAt('/account/lista-spesa/nuova');
    expect(within(nav).getByRole('link', { name: 'Lista della spesa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Il mio account' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { Pagination } from './pagination';
import { paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it('shows first, last, the current page with its neighbours and ellipses for gaps', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 5)).toEqual([1, 2, 'ellipsis', 5]);
    expect(paginationItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationItems(12, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('Pagination', () => {
  it('renders links for crawlable lists, the current page marked', () => {
    renderUi(<Pagination page={2} pageCount={5} getHref={(p) => `/iper-mag/ricette?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(nav).getByRole('link', { name: 'Pagina precedente' })).toHaveAttribute(
      'href',
      '/iper-mag/ricette?page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/iper-mag/ricette?page=3',
    );
    expect(
      within(nav).getByText('Pagina 2', { ignore: 'a' }).closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina successiva' })).toHaveAttribute(
      'href',
      '/iper-mag/ricette?page=3',
    );
  });

  it('renders buttons that page in place, by keyboard', async () => {
    const onPageChange = jest.fn();
    renderUi(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Pagina precedente' })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pagina 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onPageChange.mock.calls).toEqual([[2], [2]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = renderUi(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { Carousel } from './carousel';

const slides = ['Frutta', 'Verdura', 'Pesce'].map((name) => ({
  id: name,
  content: <p>Offerte {name}</p>,
}));

describe('Carousel', () => {
  it('shows one slide at a time, named by its position, in a named carousel', () => {
    renderUi(<Carousel label="Offerte della settimana" slides={slides} />);
    expect(screen.getByRole('region', { name: 'Offerte della settimana' })).toHaveAttribute(
      'aria-roledescription',
      'carosello',
    );
    expect(screen.getByRole('group', { name: '1 di 3' })).toHaveTextContent('Offerte Frutta');
    expect(screen.queryByRole('group', { name: '2 di 3' })).not.toBeInTheDocument();
  });

  it('moves with its buttons by keyboard, wrapping around, and never by itself', async () => {
    jest.useFakeTimers();
    renderUi(<Carousel label="Offerte" slides={slides} />);
    jest.advanceTimersByTime(60_000);
    expect(screen.getByRole('group', { name: '1 di 3' })).toBeInTheDocument();
    jest.useRealTimers();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Slide precedente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: '3 di 3' })).toHaveTextContent('Offerte Pesce');
    await userEvent.click(screen.getByRole('button', { name: 'Slide successiva' }));
    expect(screen.getByRole('group', { name: '1 di 3' })).toBeInTheDocument();
  });

  it('jumps to a slide from its picker, marking the current one', async () => {
    renderUi(<Carousel label="Offerte" slides={slides} />);
    await userEvent.click(screen.getByRole('button', { name: 'Vai alla slide 2' }));
    expect(screen.getByRole('group', { name: '2 di 3' })).toHaveTextContent('Offerte Verdura');
    expect(screen.getByRole('button', { name: 'Vai alla slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

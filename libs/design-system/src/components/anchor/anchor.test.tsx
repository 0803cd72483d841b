import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Anchor } from './anchor';

describe('Anchor', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
    window.history.replaceState(null, '', '/test/anchor');
  });

  function Page() {
    return (
      <>
        <Anchor to="#orari">Vai agli orari</Anchor>
        <p>Indirizzo</p>
        <section id="orari" aria-label="Orari">
          Lunedì 08:30-21:00
        </section>
      </>
    );
  }

  it('scrolls smoothly to the target, focuses it and puts the hash in the address', async () => {
    render(<Page />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const target = screen.getByRole('region', { name: 'Orari' });
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(window.location.hash).toBe('#orari');
  });

  it('jumps without animation when the user prefers reduced motion', async () => {
    window.matchMedia = jest
      .fn()
      .mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    render(<Page />);
    await userEvent.click(screen.getByRole('link', { name: 'Vai agli orari' }));
    expect(screen.getByRole('region', { name: 'Orari' }).scrollIntoView).toHaveBeenCalledWith({
      behavior: 'auto',
      block: 'start',
    });
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is a plain hash link when the target is missing', () => {
    render(<Anchor to="altrove">Altrove</Anchor>);
    expect(screen.getByRole('link', { name: 'Altrove' })).toHaveAttribute('href', '#altrove');
  });
});

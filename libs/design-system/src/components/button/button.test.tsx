import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button of type button by default', () => {
    render(<Button text="Cerca" />);
    expect(screen.getByRole('button', { name: 'Cerca' })).toHaveAttribute('type', 'button');
  });

  it('renders a link when it has a slug', () => {
    render(
      <MemoryRouter>
        <Button text="Scopri" slug="/carta-vantaggi" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Scopri' })).toHaveAttribute('href', '/carta-vantaggi');
  });

  it('stays focusable but ignores clicks while disabled or loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button text="Invia" isDisabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    rerender(<Button text="Invia" isLoading onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveAttribute('aria-busy', 'true');
  });
});

import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is empty with a heading, a text and what to do next', () => {
    render(
      <EmptyState
        title="Nessun risultato per “latte”"
        text="Prova con un'altra parola."
        icon="search"
        headingLevel={3}
      >
        <button type="button">Azzera i filtri</button>
      </EmptyState>,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Nessun risultato per “latte”' }),
    ).toBeInTheDocument();
    expect(screen.getByText("Prova con un'altra parola.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Azzera i filtri' })).toBeInTheDocument();
  });

  it('uses a level 2 heading by default', () => {
    render(<EmptyState title="Nessun coupon" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nessun coupon' })).toBeInTheDocument();
  });
});

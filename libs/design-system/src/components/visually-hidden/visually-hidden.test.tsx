import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of what contains it', () => {
    render(
      <button type="button">
        Apri <VisuallyHidden>il volantino</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Apri il volantino' })).toBeInTheDocument();
  });
});

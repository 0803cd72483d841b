import { screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import { Price } from './price';

describe('Price', () => {
  it('shows the price in Italian format with its unit', () => {
    const { container } = renderUi(<Price value={1.99} unit="kg" />);
    expect(container).toHaveTextContent('1,99 €/kg');
  });

  it('strikes through the previous price of an offer and names both for screen readers', () => {
    const { container } = renderUi(<Price value={1.99} previousValue={2.49} />);
    expect(container.querySelector('del')).toHaveTextContent('Prezzo precedente: 2,49 €');
    expect(container).toHaveTextContent('Prezzo attuale: 1,99 €');
    expect(screen.getByText('1,99\u00a0€', { normalizer: (text) => text })).toHaveClass('offer');
  });

  it('shows no old price when it is not higher', () => {
    const { container } = renderUi(<Price value={1.99} previousValue={1.99} />);
    expect(container.querySelector('del')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { Card } from './card';

describe('Card', () => {
  it('is an article with a heading link and an image with its text alternative', () => {
    renderUi(
      <Card
        title="Iper Arese"
        to="/punti-vendita/iper-arese"
        eyebrow="2,3 km"
        image={{ src: '/arese.webp', alt: 'Ingresso di Iper Arese' }}
      >
        Via Giuseppe Eugenio Luraghi, Arese
      </Card>,
    );
    expect(screen.getByRole('article')).toHaveTextContent('2,3 km');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(
      screen.getByRole('link', { name: 'Iper Arese' }),
    );
    expect(screen.getByRole('img', { name: 'Ingresso di Iper Arese' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('keeps footer actions separate tab stops after the title link', async () => {
    const onFavourite = jest.fn();
    renderUi(
      <Card
        title="Iper Arese"
        to="/punti-vendita/iper-arese"
        headingLevel={2}
        footer={
          <button type="button" onClick={onFavourite}>
            Preferito
          </button>
        }
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Iper Arese' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onFavourite).toHaveBeenCalled();
  });

  it('has no link without an address', () => {
    renderUi(<Card title="Servizio" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Servizio' })).toBeInTheDocument();
  });
});

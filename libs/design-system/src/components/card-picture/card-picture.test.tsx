import { screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import { CardPicture } from './card-picture';

// The one drawing of a loyalty card: the account and loyalty remotes both render this component.
describe('CardPicture', () => {
  it('is one image named by its label, its drawing hidden from assistive technology', () => {
    renderUi(<CardPicture type="piu" label="Carta Vantaggi Più" />);
    const picture = screen.getByRole('img', { name: 'Carta Vantaggi Più' });
    expect(picture.querySelector('g')).toHaveAttribute('aria-hidden', 'true');
    expect(picture).toHaveTextContent('Più');
  });

  it('draws an old Più card in its own colour and a NOI card with its name', () => {
    const { container } = renderUi(
      <>
        <CardPicture type="piu" color="verde" label="Carta Vantaggi Più, carta verde" />
        <CardPicture type="noi" label="Carta NOI" />
      </>,
    );
    const stops = [...container.querySelectorAll('stop')].map((stop) =>
      stop.getAttribute('stop-color'),
    );
    expect(stops.slice(0, 2)).toEqual(['#1e6b34', '#134622']);
    expect(screen.getByRole('img', { name: 'Carta NOI' })).toHaveTextContent('Carta NOI');
  });
});

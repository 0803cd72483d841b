import { screen } from '@testing-library/react';
import { renderUi } from '../../test-utils';
import { Loading } from './loading';

describe('Loading', () => {
  it('is a polite status with a default Italian label', () => {
    renderUi(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso…');
  });

  it('takes its own label', () => {
    renderUi(<Loading label="Cerco i punti vendita vicini…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cerco i punti vendita vicini…');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test-utils';
import { Notification } from './notification';

describe('Notification', () => {
  it('announces an error at once as an alert', () => {
    renderUi(
      <Notification type="error" title="L'operazione non è andata a buon fine">
        Non è stato possibile effettuare il passaggio a Carta Vantaggi Più
      </Notification>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "L'operazione non è andata a buon fineNon è stato possibile effettuare il passaggio a Carta Vantaggi Più",
    );
  });

  it('announces success politely as a status', () => {
    renderUi(<Notification type="success" title="Fatto!" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fatto!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be closed by keyboard when the parent allows it', async () => {
    const onClose = jest.fn();
    renderUi(<Notification type="warning" title="Coupon in scadenza" onClose={onClose} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi il messaggio' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
  });
});

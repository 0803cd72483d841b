import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../../test-utils';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Elimina tutti
      </button>
      <a href="#fuori">Fuori</a>
      <Modal
        isOpen={open}
        role="alertdialog"
        title="Eliminare tutti i coupon?"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Annulla
            </button>
            <button type="button">Elimina</button>
          </>
        }
      >
        <p>L&apos;operazione non si può annullare.</p>
      </Modal>
    </>
  );
}

async function openWithKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return screen.getByRole('alertdialog', { name: 'Eliminare tutti i coupon?' });
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title, with focus inside', async () => {
    renderUi(<Harness />);
    const dialog = await openWithKeyboard();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('makes the rest of the page inert while open', async () => {
    renderUi(<Harness />);
    await openWithKeyboard();
    expect(screen.getByText('Fuori').closest('[inert]')).not.toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderUi(<Harness />);
    await openWithKeyboard();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Elimina' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina tutti' })).toHaveFocus();
    expect(screen.getByText('Fuori').closest('[inert]')).toBeNull();
  });

  it('closes with its close button and on a click outside', async () => {
    const onClose = jest.fn();
    renderUi(<Harness onClose={onClose} />);
    await openWithKeyboard();
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elimina tutti' }));
    await userEvent.click(screen.getByRole('alertdialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

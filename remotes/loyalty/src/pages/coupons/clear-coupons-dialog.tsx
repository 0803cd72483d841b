import { Button, Modal } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';

export interface ClearCouponsDialogProps {
  isOpen: boolean;
  /** How many coupons are saved: all of them go. */
  count: number;
  isClearing: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question before every saved coupon is taken off the card. */
export function ClearCouponsDialog({
  isOpen,
  count,
  isClearing,
  onCancel,
  onConfirm,
}: ClearCouponsDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      role="alertdialog"
      size="s"
      title={
        <FormattedMessage
          id="loyalty.coupons.clear.title"
          defaultMessage="Eliminare tutti i coupon salvati?"
        />
      }
      footer={
        <>
          <Button theme="secondary" onClick={onCancel}>
            <FormattedMessage id="loyalty.coupons.clear.cancel" defaultMessage="Annulla" />
          </Button>
          <Button isLoading={isClearing} onClick={onConfirm}>
            <FormattedMessage
              id="loyalty.coupons.clear.confirm"
              defaultMessage="Sì, elimina tutti"
            />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="loyalty.coupons.clear.text"
          defaultMessage="I {count} coupon salvati verranno tolti dalla tua Carta Vantaggi. Potrai salvarli di nuovo finché sono validi."
          values={{ count }}
        />
      </p>
    </Modal>
  );
}

import { Button, Modal, Notification } from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

function InfoDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button text="Come funziona Iper Drive" theme="secondary" onClick={() => setOpen(true)} />
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Come funziona Iper Drive"
        footer={<Button text="Ho capito" onClick={() => setOpen(false)} />}
      >
        <p>
          Fai la spesa online, scegli il giorno e l&apos;ora del ritiro e passa a prenderla: la
          carichiamo noi in auto.
        </p>
      </Modal>
    </>
  );
}

function ConfirmDialog() {
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState(3);
  return (
    <div className={styles.stack}>
      <p>Prodotti nella lista della spesa: {items}</p>
      <div className={styles.row}>
        <Button
          text="Svuota la lista"
          theme="secondary"
          icon="trash"
          isDisabled={items === 0}
          onClick={() => setOpen(true)}
        />
        {items === 0 && (
          <Button text="Ripristina la lista" theme="ghost" onClick={() => setItems(3)} />
        )}
      </div>
      {items === 0 && <Notification type="success" title="La lista della spesa è vuota." />}
      <Modal
        isOpen={open}
        role="alertdialog"
        size="s"
        onClose={() => setOpen(false)}
        title="Svuotare la lista della spesa?"
        footer={
          <>
            <Button text="Annulla" theme="secondary" onClick={() => setOpen(false)} />
            <Button
              text="Svuota"
              onClick={() => {
                setItems(0);
                setOpen(false);
              }}
            />
          </>
        }
      >
        <p>Tutti i prodotti verranno eliminati. L&apos;operazione non si può annullare.</p>
      </Modal>
    </div>
  );
}

export function Component() {
  return (
    <ShowcasePage
      title="Finestre modali"
      intro="Quando la finestra è aperta il resto della pagina è inerte: Tab resta nella finestra, Esc la chiude e il focus torna al pulsante che l'ha aperta."
    >
      <ShowcaseSection title="Informazioni">
        <InfoDialog />
      </ShowcaseSection>
      <ShowcaseSection
        title="Conferma di un'operazione"
        intro="Eliminare tutti i prodotti richiede una conferma (SPEC §5)."
      >
        <ConfirmDialog />
      </ShowcaseSection>
    </ShowcasePage>
  );
}

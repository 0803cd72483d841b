import {
  Button,
  EmptyState,
  ErrorPanel,
  Loading,
  LoadingIndicator,
  Notification,
  Skeleton,
  SkeletonGroup,
  type LoadingIndicatorState,
} from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

function Notifications() {
  const [closed, setClosed] = useState(false);
  return (
    <div className={styles.stack}>
      <Notification type="success" title="Operazione completata">
        Il tuo nuovo numero di Carta Vantaggi Più è 0123456789012.
      </Notification>
      <Notification type="info" title="Hai 2 coupon in scadenza" />
      <Notification type="warning" title="Hai raggiunto il limite di dieci coupon salvabili" />
      {closed ? (
        <Button text="Mostra di nuovo l'errore" theme="ghost" onClick={() => setClosed(false)} />
      ) : (
        <Notification
          type="error"
          title="L'operazione non è andata a buon fine"
          onClose={() => setClosed(true)}
        >
          Non è stato possibile effettuare il passaggio a Carta Vantaggi Più
        </Notification>
      )}
    </div>
  );
}

const STATE_NAMES: Record<LoadingIndicatorState, string> = {
  active: 'attiva',
  complete: 'completata',
  error: 'errore',
};

function ProgressDemo() {
  const [state, setState] = useState<LoadingIndicatorState | undefined>(undefined);
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button text="Avvia" theme="secondary" onClick={() => setState('active')} />
        <Button text="Completa" theme="secondary" onClick={() => setState('complete')} />
        <Button text="Errore" theme="secondary" onClick={() => setState('error')} />
      </div>
      <p className={styles.sectionIntro}>
        Stato: {state ? STATE_NAMES[state] : 'nessuno'} (la barra compare in cima alla finestra).
      </p>
      {state && <LoadingIndicator state={state} />}
    </div>
  );
}

function ErrorPanelDemo() {
  const [shown, setShown] = useState(false);
  const [retries, setRetries] = useState(0);
  if (!shown)
    return (
      <Button
        text="Mostra il pannello di errore"
        theme="secondary"
        onClick={() => setShown(true)}
      />
    );
  return (
    <div className={styles.stack}>
      <ErrorPanel onRetry={() => setRetries((count) => count + 1)} />
      <p className={styles.sectionIntro}>Tentativi: {retries}</p>
    </div>
  );
}

export function Component() {
  return (
    <ShowcasePage
      title="Messaggi e caricamento"
      intro="Gli errori sono annunciati subito; gli altri messaggi con cortesia, senza interrompere."
    >
      <ShowcaseSection title="Notifiche">
        <Notifications />
      </ShowcaseSection>
      <ShowcaseSection
        title="Barra di caricamento"
        intro="Gli stati: attiva (predefinito), completata, errore (SPEC §4)."
      >
        <ProgressDemo />
      </ShowcaseSection>
      <ShowcaseSection title="Scheletri">
        <SkeletonGroup label="Caricamento dei punti vendita…">
          <Skeleton shape="rect" />
          <Skeleton lines={3} />
          <Skeleton shape="circle" />
        </SkeletonGroup>
      </ShowcaseSection>
      <ShowcaseSection title="Caricamento di una sezione">
        <Loading label="Cerco i punti vendita vicini…" />
      </ShowcaseSection>
      <ShowcaseSection title="Stato vuoto">
        <EmptyState
          icon="filter"
          headingLevel={3}
          title="Nessun risultato per i filtri scelti"
          text="Togli qualche filtro per vedere più offerte."
        >
          <Button text="Azzera i filtri" theme="secondary" />
        </EmptyState>
      </ShowcaseSection>
      <ShowcaseSection
        title="Pannello di errore"
        intro="Prende il focus quando compare, perché chi usa un lettore di schermo sappia cosa è successo."
      >
        <ErrorPanelDemo />
      </ShowcaseSection>
    </ShowcasePage>
  );
}

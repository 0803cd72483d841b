import { Button, Icon, ICON_NAMES, Link } from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

const THEMES = ['primary', 'secondary', 'ghost'] as const;
const SIZES = ['s', 'm', 'l'] as const;

function Ga4Demo() {
  const [last, setLast] = useState<string>('nessuno');
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Button
          text="Richiedi la carta"
          ga4={{ eventName: 'cta_click', label: 'richiedi_carta' }}
          onClick={() => setLast(JSON.stringify(window.dataLayer?.at(-1) ?? null))}
        />
      </div>
      <p role="status" className={styles.code}>
        Ultimo evento nel dataLayer: {last}
      </p>
    </div>
  );
}

function LoadingDemo() {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      text={loading ? 'Invio in corso…' : 'Invia (2 secondi)'}
      isLoading={loading}
      onClick={() => {
        setLoading(true);
        setTimeout(() => setLoading(false), 2000);
      }}
    />
  );
}

export function Component() {
  return (
    <ShowcasePage
      title="Pulsanti, link e icone"
      intro="I pulsanti hanno un'area di tocco di almeno 44 px e un anello di focus visibile."
    >
      <ShowcaseSection
        title="Temi e dimensioni"
        intro="Predefiniti: dimensione m, tema primary, tipo button (SPEC §3)."
      >
        {THEMES.map((theme) => (
          <div key={theme} className={styles.row}>
            {SIZES.map((size) => (
              <Button key={size} text={`${theme} ${size}`} theme={theme} size={size} />
            ))}
          </div>
        ))}
      </ShowcaseSection>
      <ShowcaseSection title="Stati">
        <div className={styles.row}>
          <Button text="Disattivato" isDisabled />
          <LoadingDemo />
          <Button text="Con icona" icon="cart" theme="secondary" />
          <Button text="Preferito" icon="heart" theme="ghost" hideText />
          <Button text="Selezionabile" theme="secondary" selectable />
        </div>
        <Button text="Larghezza piena (fluid)" fluid theme="secondary" />
        <Button
          text="Larghezza piena solo su telefono (fluidOnMobile)"
          fluidOnMobile
          theme="secondary"
        />
      </ShowcaseSection>
      <ShowcaseSection
        title="Pulsanti che sono link"
        intro="Con uno slug il pulsante diventa un link e segue le regole dei link."
      >
        <div className={styles.row}>
          <Button text="Scopri la Carta Vantaggi" slug="/carta-vantaggi" />
          <Button text="Sito del partner" slug="https://example.org" theme="secondary" />
        </div>
      </ShowcaseSection>
      <ShowcaseSection
        title="Evento GA4"
        intro="Al clic il nome e l'etichetta dell'evento vanno nel dataLayer."
      >
        <Ga4Demo />
      </ShowcaseSection>
      <ShowcaseSection
        title="Regole dei link"
        intro="SPEC §2: indirizzi esterni in una nuova scheda, PDF del CMS serviti dal nostro sito, link interni senza barra finale."
      >
        <ul className={styles.stack}>
          <li>
            Interno: <Link to="/punti-vendita/">Punti vendita</Link>
          </li>
          <li>
            Esterno: <Link to="https://example.org">example.org</Link>
          </li>
          <li>
            Esterno nella stessa scheda:{' '}
            <Link to="https://example.org" sameTab>
              example.org
            </Link>
          </li>
          <li>
            PDF del CMS:{' '}
            <Link to="https://a.storyblok.com/f/0000/regolamento.pdf">
              Regolamento della raccolta punti
            </Link>
          </li>
          <li>
            Email:{' '}
            <Link to="mailto:servizio.clienti@example.org">servizio.clienti@example.org</Link>
          </li>
          <li>
            Senza indirizzo diventa un pulsante:{' '}
            <Link onClick={() => window.scrollTo({ top: 0 })}>Torna in cima</Link>
          </li>
        </ul>
      </ShowcaseSection>
      <ShowcaseSection
        title="Icone"
        intro="Le icone sono nel pacchetto del design system: nessuna richiesta a un CDN."
      >
        <ul className={styles.iconGrid}>
          {ICON_NAMES.map((name) => (
            <li key={name} className={styles.iconItem}>
              <Icon name={name} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </ShowcaseSection>
    </ShowcasePage>
  );
}

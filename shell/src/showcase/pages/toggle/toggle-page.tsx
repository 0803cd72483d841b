import { Button, Toggle } from '@iper/design-system';
import { useState } from 'react';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import styles from '../../showcase.module.css';

/** SPEC §3 fuel names. */
const FUELS = ['Benzina', 'Diesel', 'GPL', 'HVO', 'Metano'];

export function Component() {
  const [digitalOnly, setDigitalOnly] = useState(false);
  const [fuels, setFuels] = useState<string[]>([]);
  return (
    <ShowcasePage
      title="Interruttori"
      intro="Spazio o Invio cambiano lo stato; il nome e lo stato vengono letti dai lettori di schermo."
    >
      <ShowcaseSection title="Interruttore">
        <Toggle
          label="Scontrino solo digitale"
          description="Alla cassa non stampiamo lo scontrino: lo trovi nella tua area personale."
          checked={digitalOnly}
          onChange={setDigitalOnly}
        />
        <p className={styles.sectionIntro}>
          Scontrino solo digitale: {digitalOnly ? 'attivo' : 'non attivo'}.
        </p>
        <Toggle label="Notifiche sulle offerte" defaultChecked />
        <Toggle label="Servizio non disponibile" isDisabled />
      </ShowcaseSection>
      <ShowcaseSection
        title="Pulsanti selezionabili"
        intro="Un pulsante selezionabile cambia stato a ogni clic (SPEC §4), per esempio come filtro."
      >
        <div className={styles.row} role="group" aria-label="Carburanti">
          {FUELS.map((fuel) => (
            <Button
              key={fuel}
              text={fuel}
              theme="secondary"
              size="s"
              selectable
              selected={fuels.includes(fuel)}
              onSelectedChange={(selected) =>
                setFuels((current) =>
                  selected ? [...current, fuel] : current.filter((f) => f !== fuel),
                )
              }
            />
          ))}
        </div>
        <p className={styles.sectionIntro}>
          Filtri attivi: {fuels.length ? fuels.join(', ') : 'nessuno'}.
        </p>
      </ShowcaseSection>
    </ShowcasePage>
  );
}

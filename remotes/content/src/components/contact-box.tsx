import { Link } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import cta from './call-to-action.module.css';
import styles from './pages.module.css';

export const CONTACT_PATH = '/serve-aiuto/contatti';

/** "Did not find the answer?": the way to the contact form. */
export function ContactBox() {
  return (
    <aside className={styles.contactBox} aria-labelledby="contact-box-title">
      <h2 id="contact-box-title">
        <FormattedMessage
          id="content.help.contactTitle"
          defaultMessage="Non hai trovato la risposta?"
        />
      </h2>
      <p>
        <FormattedMessage
          id="content.help.contactText"
          defaultMessage="Scrivici: ti rispondiamo via email entro due giorni lavorativi."
        />
      </p>
      <Link to={CONTACT_PATH} className={cta.cta}>
        <FormattedMessage id="content.help.contactCta" defaultMessage="Contattaci" />
      </Link>
    </aside>
  );
}

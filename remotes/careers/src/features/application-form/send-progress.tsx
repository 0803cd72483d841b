import { FormattedMessage } from 'react-intl';
import styles from './application-form.module.css';

/** How much of the application (its files above all) has gone: a labelled progress bar. */
export function SendProgress({ id, percent }: { id: string; percent: number }) {
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>
        <FormattedMessage
          id="careers.application.progress"
          defaultMessage="Invio in corso: {percent} %"
          values={{ percent }}
        />
      </label>
      <progress id={id} max={100} value={percent} />
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import { POSITION_KINDS } from '../../domain/position-kinds';
import styles from './careers-home-page.module.css';

/** /lavora-con-noi: why work at Iper and the three kinds of open positions. */
export function Component() {
  return (
    <div data-build-id={__IPER_BUILD_ID__ || undefined}>
      <h1>
        <FormattedMessage id="careersHome.title" defaultMessage="Lavora con noi" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage
          id="careersHome.lead"
          defaultMessage="Ogni giorno migliaia di persone rendono speciale la spesa dei nostri clienti. Cerchiamo chi ha voglia di crescere con noi."
        />
      </p>
      <h2>
        <FormattedMessage id="careersHome.why" defaultMessage="Perché Iper" />
      </h2>
      <ul className={styles.values}>
        <li>
          <FormattedMessage id="careersHome.training" defaultMessage="Formazione continua nei mestieri del fresco." />
        </li>
        <li>
          <FormattedMessage id="careersHome.growth" defaultMessage="Percorsi di crescita dal punto vendita alla sede." />
        </li>
        <li>
          <FormattedMessage id="careersHome.stability" defaultMessage="Contratti stabili e welfare aziendale." />
        </li>
      </ul>
      <h2>
        <FormattedMessage id="careersHome.positions" defaultMessage="Le posizioni aperte" />
      </h2>
      <ul className={styles.kinds}>
        {POSITION_KINDS.map((kind) => (
          <li key={kind.path} className={styles.kind}>
            <h3>{kind.title}</h3>
            <p>{kind.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

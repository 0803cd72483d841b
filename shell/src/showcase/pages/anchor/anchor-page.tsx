import { Anchor, formatTimeRange } from '@iper/design-system';
import { ShowcasePage } from '../../showcase-page';
import styles from '../../showcase.module.css';

const HOURS = [
  ['Lunedì', '8:30-21'],
  ['Martedì', '8:30-21'],
  ['Mercoledì', '8:30-21'],
  ['Giovedì', '8:30-21'],
  ['Venerdì', '8:30-22'],
  ['Sabato', '8-22'],
  ['Domenica', '9-20'],
] as const;

export function Component() {
  return (
    <ShowcasePage
      title="Ancore"
      intro="Un'ancora porta a una sezione della stessa pagina: scorre in modo morbido (subito, se è attiva la riduzione del movimento), sposta il focus sulla sezione e aggiorna l'indirizzo."
    >
      <nav aria-label="In questa pagina">
        <ul className={styles.row}>
          <li>
            <Anchor to="#orari">Orari di apertura</Anchor>
          </li>
          <li>
            <Anchor to="#servizi">Servizi</Anchor>
          </li>
          <li>
            <Anchor to="#come-arrivare">Come arrivare</Anchor>
          </li>
        </ul>
      </nav>
      <section id="orari" className={styles.tall} aria-labelledby="orari-titolo">
        <h2 id="orari-titolo">Orari di apertura</h2>
        <table className={styles.table}>
          <caption className={styles.sectionIntro}>Iper Arese, orari della settimana</caption>
          <tbody>
            {HOURS.map(([day, hours]) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{formatTimeRange(hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <Anchor to="#showcase-title">Torna all&apos;inizio</Anchor>
      </section>
      <section id="servizi" className={styles.tall} aria-labelledby="servizi-titolo">
        <h2 id="servizi-titolo">Servizi</h2>
        <p>
          Parafarmacia, ottica, bar, ristorante, distributore di carburante, lavanderia e Iper
          Drive.
        </p>
        <Anchor to="#showcase-title">Torna all&apos;inizio</Anchor>
      </section>
      <section id="come-arrivare" className={styles.tall} aria-labelledby="arrivare-titolo">
        <h2 id="arrivare-titolo">Come arrivare</h2>
        <p>
          In auto dall&apos;uscita Arese dell&apos;autostrada A8; in autobus con le linee che
          fermano davanti al centro commerciale.
        </p>
        <Anchor to="#showcase-title">Torna all&apos;inizio</Anchor>
      </section>
    </ShowcasePage>
  );
}

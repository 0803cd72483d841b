/**
 * The sections of the site's accessibility statement, AgID's model in order: the server's test
 * finds them in the seeded story, the e2e journey as the page's h2 headings (import it from
 * `@iper/contracts/src/testing/accessibility-statement.fixture`).
 */
export const ACCESSIBILITY_STATEMENT_SECTIONS = [
  'Stato di conformità',
  'Contenuti non accessibili',
  'Redazione della dichiarazione di accessibilità',
  'Meccanismo di feedback e recapiti',
  'Procedura di attuazione',
  'Informazioni sul sito e sulla struttura',
];

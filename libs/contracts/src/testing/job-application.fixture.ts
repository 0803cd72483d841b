/**
 * Mario Rossi applying for the deli counter at Iper Arese, as the application form sends it (every
 * value text, as in a multipart body): born in Milan on 1 January 1980, so his tax code is
 * RSSMRA80A01F205X. The one job application every test starts from (import it from
 * `@iper/contracts/src/testing/job-application.fixture`); a test spreads it with what it is about.
 */

/** His answers without the optional work history, grade, languages, profile link and consent. */
export const MARIO_APPLICATION_CORE = {
  positionSlug: 'addetto-a-banco-gastronomia-iper-arese',
  firstName: 'Mario',
  lastName: 'Rossi',
  email: 'mario.rossi@example.it',
  phone: '+39 333 1234567',
  gender: 'm',
  taxCode: 'RSSMRA80A01F205X',
  birthDay: '1',
  birthMonth: '1',
  birthYear: '1980',
  countryOfOrigin: 'Italia',
  address: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  previousSelection: 'no',
  workedHereBefore: 'no',
  currentlyEmployed: 'si',
  educationLevel: 'diploma',
  sundayAvailability: 'si',
  transferAvailability: 'no',
  drivingLicence: 'si',
  ownCar: 'si',
};

/** The whole form: his answers, where he works now, his grade, two languages and the consent. */
export const MARIO_APPLICATION = {
  ...MARIO_APPLICATION_CORE,
  companyCity: 'Rho',
  jobStartMonth: '3',
  jobStartYear: '2019',
  profession: 'Banconista',
  grade: '85',
  gradeBase: '100',
  language1: 'Inglese',
  language1Level: 'B2',
  language2: 'Spagnolo',
  language2Level: 'A2',
  profileUrl: 'https://www.linkedin.com/in/mario-rossi',
  privacy: 'true',
};

/**
 * Mario Rossi, a man born on 10 December 1985, as a form holds him, and the tax code those answers
 * give: the person the tax-code checks are tried on, in this library and in the form fields that
 * use it (import it from `@iper/validation/src/testing/tax-code-person.fixture`).
 */
export const MARIO_ROSSI_1985 = {
  firstName: 'Mario',
  lastName: 'Rossi',
  genre: 'm',
  birthDay: 10,
  birthMonth: 12,
  birthYear: 1985,
};

export const MARIO_ROSSI_1985_TAX_CODE = 'RSSMRA85T10A562S';

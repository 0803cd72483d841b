import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The steps of the registration flow (SPEC §2) as Anna Neri goes through them. */

export type User = ReturnType<typeof userEvent.setup>;

export async function answerCardQuestion(user: User, hasCard: boolean) {
  await user.click(
    await screen.findByRole('radio', {
      name: hasCard ? 'Sì, ho già la carta' : 'No, voglio la nuova carta digitale gratuita',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Continua' }));
}

export async function checkCard(user: User, number: string, surname: string) {
  await user.type(await screen.findByLabelText(/^Numero della carta/), number);
  await user.type(screen.getByLabelText(/^Cognome dell'intestatario/), surname);
  await user.click(screen.getByRole('button', { name: 'Verifica la carta' }));
}

/** Anna Neri's data, valid tax code included. */
export async function fillPersonalData(user: User, cf = 'NRENNA90L54F205L') {
  const form = await screen.findByRole('form', { name: 'Dati personali' });
  const field = (label: RegExp) => within(form).getByLabelText(label);
  await user.clear(field(/^Nome/));
  await user.type(field(/^Nome/), 'Anna');
  await user.clear(field(/^Cognome/));
  await user.type(field(/^Cognome/), 'Neri');
  await user.selectOptions(field(/^Giorno/), '14');
  await user.selectOptions(field(/^Mese/), '7');
  await user.selectOptions(field(/^Anno/), '1990');
  await user.click(within(form).getByRole('radio', { name: 'Donna' }));
  await user.type(field(/^Codice fiscale/), cf);
  await user.type(field(/^Telefono cellulare/), '+39 320 111 2222');
  await user.type(field(/^Via o piazza/), 'Via Roma');
  await user.type(field(/^Numero civico/), '5');
  await user.type(field(/^CAP/), '20017');
  await user.type(field(/^Comune/), 'Rho');
  await user.type(field(/^Provincia/), 'MI');
  await user.selectOptions(field(/^Punto vendita preferito/), '00101');
  await user.type(field(/^Email/), 'anna.neri@example.it');
  await user.type(within(form).getByLabelText(/^Password/), 'Registrata-2026');
  await user.type(field(/^Conferma la password/), 'Registrata-2026');
  await user.click(within(form).getByRole('button', { name: 'Continua' }));
}

/** The last step: the privacy notice read (its checkbox ticked), the registration sent. */
export async function readPrivacyAndComplete(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: /Ho letto l'informativa privacy/ }));
  await user.click(screen.getByRole('button', { name: 'Completa la registrazione' }));
}

/** Anna Neri registers without a card, asking for the new digital one, and sends it all. */
export async function registerWithNewDigitalCard(user: User) {
  await answerCardQuestion(user, false);
  await fillPersonalData(user);
  await readPrivacyAndComplete(user);
}

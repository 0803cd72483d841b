// Node's File: the test environment's FormData (Node's) only takes its own files.
import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** What the application form's tests share: files by content, a receipt, and filling the steps. */

export const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
export const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
export const asFile = (bytes: Uint8Array, name: string, type: string) =>
  new NodeFile([bytes], name, { type }) as unknown as File;

export const RECEIPT = {
  id: '5b8f3f8e-1c1d-4a63-9c55-8f4b0d6e2a11',
  reference: 'CAND-00000042',
  email: 'mario.rossi@example.it',
  position: null,
  files: [{ field: 'cv', name: 'cv.pdf', type: 'application/pdf', size: PDF.length }],
};

export type User = ReturnType<typeof userEvent.setup>;
export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Avanti' }));
export const choose = (user: User, question: RegExp, answer: string) =>
  user.click(within(screen.getByRole('group', { name: question })).getByLabelText(answer));

export async function fillPersonalData(user: User, taxCode = 'RSSMRA80A01F205X') {
  await user.click(
    within(screen.getByRole('group', { name: /Per quale area ti candidi/ })).getByLabelText('Sede'),
  );
  await user.type(screen.getByLabelText(/^Nome/), 'Mario');
  await user.type(screen.getByLabelText(/^Cognome/), 'Rossi');
  await user.type(screen.getByLabelText(/^Email/), 'mario.rossi@example.it');
  await user.type(screen.getByLabelText(/^Telefono/), '+39 333 1234567');
  await choose(user, /^Genere/, 'Uomo');
  const birth = screen.getByRole('group', { name: /^Data di nascita/ });
  await user.selectOptions(within(birth).getByLabelText('Giorno'), '1');
  await user.selectOptions(within(birth).getByLabelText('Mese'), '1');
  await user.selectOptions(within(birth).getByLabelText('Anno'), '1980');
  await user.type(screen.getByLabelText(/^Codice fiscale/), taxCode);
  await user.type(screen.getByLabelText(/^Paese di origine/), 'Italia');
  await user.type(screen.getByLabelText(/^Indirizzo e numero civico/), 'Via Roma 1');
  await user.type(screen.getByLabelText(/^CAP/), '20121');
  await user.type(screen.getByLabelText(/^Comune/), 'Milano');
  await user.type(screen.getByLabelText(/^Provincia/), 'MI');
}

export async function fillUpToAttachments(user: User) {
  await fillPersonalData(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Passo 2 di 6: Esperienze' });
  await choose(user, /selezione negli ultimi 18 mesi/, 'No');
  await choose(user, /Hai già lavorato da noi/, 'No');
  await choose(user, /Lavori attualmente/, 'Sì');
  await next(user);
  await screen.findByRole('heading', { name: 'Passo 3 di 6: Formazione e lingue' });
  await user.selectOptions(screen.getByLabelText(/^Titolo di studio/), 'diploma');
  await user.type(screen.getByLabelText(/^Voto finale/), '85');
  await user.selectOptions(screen.getByLabelText(/^Base del voto/), '100');
  await next(user);
  await screen.findByRole('heading', { name: 'Passo 4 di 6: Disponibilità' });
  await choose(user, /domenica e nei giorni festivi/, 'Sì');
  await choose(user, /trasferirti/, 'No');
  await choose(user, /patente di guida/, 'Sì');
  await choose(user, /auto tua/, 'No');
  await next(user);
  await screen.findByRole('heading', { name: 'Passo 5 di 6: Allegati' });
}

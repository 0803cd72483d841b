// Node's File: the test environment's FormData (Node's) only takes its own files.
import { File as NodeFile } from 'node:buffer';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { fakeXhr } from '../../testing/fake-xhr';
import { MARIO_APPLICATION, SIGNED_IN_ROUTES } from '../../testing/fixtures';
import { mockApi } from '../../testing/mock-api';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]);
const asFile = (bytes: Uint8Array, name: string, type: string) =>
  new NodeFile([bytes], name, { type }) as unknown as File;

const RECEIPT = {
  id: '5b8f3f8e-1c1d-4a63-9c55-8f4b0d6e2a11',
  reference: 'CAND-00000042',
  email: 'mario.rossi@example.it',
  position: null,
  files: [{ field: 'cv', name: 'cv.pdf', type: 'application/pdf', size: PDF.length }],
};

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'iper.csrf=test-token-0123456789-abcdefghijklmnopqrstuvw; path=/';
});
afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof userEvent.setup>;
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Avanti' }));
const choose = (user: User, question: RegExp, answer: string) =>
  user.click(within(screen.getByRole('group', { name: question })).getByLabelText(answer));

async function fillPersonalData(user: User, taxCode = 'RSSMRA80A01F205X') {
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

async function fillUpToAttachments(user: User) {
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

describe('the application form', () => {
  it('checks the tax code against the person before going on, keeping what was typed', async () => {
    mockApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/lavora-con-noi/candidatura-spontanea');
    await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' });
    await fillPersonalData(user, 'RSSMRA80A01F205Y');
    await next(user);
    expect(await screen.findByText('Modulo incompleto.')).toBeInTheDocument();
    expect(screen.getByText('Codice fiscale non valido')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Passo 1 di 6: Dati personali' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Mario');
  });

  it('asks when a previous selection was, within the last 18 months', async () => {
    mockApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/lavora-con-noi/candidatura-spontanea');
    await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' });
    await fillPersonalData(user);
    await next(user);
    await screen.findByRole('heading', { name: 'Passo 2 di 6: Esperienze' });
    expect(screen.queryByLabelText(/^Mese della selezione/)).not.toBeInTheDocument();
    await choose(user, /selezione negli ultimi 18 mesi/, 'Sì');
    const years = within(screen.getByLabelText(/^Anno della selezione/))
      .getAllByRole('option')
      .slice(1);
    const thisYear = new Date().getFullYear();
    expect(years.map((option) => Number(option.textContent))).toEqual(
      expect.arrayContaining([thisYear, thisYear - 1]),
    );
    expect(Math.min(...years.map((option) => Number(option.textContent)))).toBeGreaterThanOrEqual(
      thisYear - 2,
    );
  });

  it('sends everything with the files after a summary, shows a refused file on its step, then confirms', async () => {
    mockApi();
    const xhr = fakeXhr([
      {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'x',
          issues: [
            { path: 'cv', message: 'Formato non supportato / File troppo grande (max 5 MB)' },
          ],
        },
      },
      { status: 201, body: RECEIPT },
    ]);
    const user = userEvent.setup();
    renderRoutes(routes, '/lavora-con-noi/candidatura-spontanea');
    await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' });
    await fillUpToAttachments(user);

    const cv = asFile(PDF, 'cv.pdf', 'application/pdf');
    await user.upload(screen.getByLabelText(/^Curriculum vitae/), cv);
    await user.type(
      screen.getByLabelText(/^Profilo professionale/),
      'https://www.linkedin.com/in/mario-rossi',
    );
    await next(user);

    await screen.findByRole('heading', { name: 'Passo 6 di 6: Riepilogo e invio' });
    const personal = screen.getByRole('region', { name: 'Dati personali' });
    expect(within(personal).getByText('Sede')).toBeInTheDocument();
    expect(within(personal).getByText('RSSMRA80A01F205X')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Formazione e lingue' })).getByText('85/100'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Allegati' })).getByText('cv.pdf (1 KB)'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    expect(await screen.findByText(/Per proseguire devi accettare/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Ho letto l’informativa privacy/));
    await user.click(screen.getByRole('button', { name: 'Invia la candidatura' }));

    // The server refused the CV: back to the attachments, the message on the field, the rest kept.
    expect(
      await screen.findByRole('heading', { name: 'Passo 5 di 6: Allegati' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Formato non supportato / File troppo grande (max 5 MB)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Profilo professionale/)).toHaveValue(
      'https://www.linkedin.com/in/mario-rossi',
    );
    const first = xhr.sent[0]!;
    expect(first).toMatchObject({
      method: 'POST',
      url: '/api/careers/applications',
      headers: { 'x-csrf-token': 'test-token-0123456789-abcdefghijklmnopqrstuvw' },
    });
    expect(
      Object.fromEntries(
        [...first.body.entries()].filter(([, value]) => typeof value === 'string'),
      ),
    ).toMatchObject({
      area: 'sede',
      firstName: 'Mario',
      taxCode: 'RSSMRA80A01F205X',
      birthDay: '1',
      grade: '85',
      gradeBase: '100',
      privacy: 'true',
    });
    expect((first.body.get('cv') as File).name).toBe('cv.pdf');

    await user.click(screen.getByRole('button', { name: 'Rimuovi cv.pdf' }));
    await user.upload(
      screen.getByLabelText(/^Curriculum vitae/),
      asFile(PDF, 'cv-nuovo.pdf', 'application/pdf'),
    );
    await next(user);
    // The consent given before the refusal is still given.
    expect(await screen.findByLabelText(/Ho letto l’informativa privacy/)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Invia la candidatura' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Candidatura inviata' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/CAND-00000042/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fautocandidatura',
    );
    expect(window.localStorage.getItem('iper.careers.draft.spontanea')).toBeNull();
    xhr.restore();
  });

  it('refuses a program renamed .pdf by its content, before sending', async () => {
    mockApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/lavora-con-noi/candidatura-spontanea');
    await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' });
    await fillUpToAttachments(user);
    await user.upload(
      screen.getByLabelText(/^Curriculum vitae/),
      asFile(EXE, 'curriculum.pdf', 'application/pdf'),
    );
    expect(
      await screen.findByText('Formato non supportato / File troppo grande (max 5 MB)'),
    ).toBeInTheDocument();
    await next(user);
    expect(screen.getByRole('heading', { name: 'Passo 5 di 6: Allegati' })).toBeInTheDocument();
  });

  it('keeps the draft through a reload, never the files', async () => {
    mockApi();
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/lavora-con-noi/candidatura-spontanea');
    await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' });
    await user.type(screen.getByLabelText(/^Nome/), 'Mario');
    await waitFor(() =>
      expect(window.localStorage.getItem('iper.careers.draft.spontanea')).toContain('Mario'),
    );
    first.unmount();

    renderRoutes(routes, '/lavora-con-noi/candidatura-spontanea');
    expect(
      await screen.findByText(/Abbiamo ripreso la candidatura da dove l’avevi lasciata/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Mario');
    await user.click(screen.getByRole('button', { name: 'Ricomincia da capo' }));
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('');
  });
});

describe("the applicant's own area", () => {
  it('asks a visitor to sign in to see and change their applications', async () => {
    mockApi();
    renderRoutes(routes, '/autocandidatura');
    const mine = await screen.findByRole('region', { name: 'Le tue candidature' });
    expect(await within(mine).findByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/accedi?redirect=%2Fautocandidatura',
    );
  });

  it('lists the applications of a signed-in applicant and changes one with PUT', async () => {
    mockApi({
      ...SIGNED_IN_ROUTES,
      'GET /api/careers/applications': {
        applications: [
          MARIO_APPLICATION,
          {
            ...MARIO_APPLICATION,
            id: '11111111-2222-4333-8444-555555555555',
            reference: 'CAND-00000003',
            editable: false,
            position: { ...MARIO_APPLICATION.position!, open: false },
          },
        ],
      },
      [`GET /api/careers/applications/${MARIO_APPLICATION.id}`]: MARIO_APPLICATION,
    });
    const xhr = fakeXhr([
      {
        status: 200,
        body: { ...RECEIPT, id: MARIO_APPLICATION.id, reference: MARIO_APPLICATION.reference },
      },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/autocandidatura');
    const mine = await screen.findByRole('region', { name: 'Le tue candidature' });
    expect(
      await within(mine).findAllByRole('link', { name: 'Addetto/a banco gastronomia, Arese' }),
    ).toHaveLength(2);
    expect(
      within(mine).getByText('La posizione è chiusa: la candidatura non si può più modificare.'),
    ).toBeInTheDocument();
    await user.click(
      within(mine).getByRole('link', { name: 'Modifica la candidatura CAND-00000007' }),
    );
    expect(router.state.location.search).toBe(`?modifica=${MARIO_APPLICATION.id}`);

    expect(
      await screen.findByRole('heading', { name: 'Passo 1 di 6: Dati personali' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Codice fiscale/)).toHaveValue('RSSMRA80A01F205X');
    expect(screen.getByRole('link', { name: 'Scarica il CV inviato' })).toHaveAttribute(
      'href',
      `/api/careers/applications/${MARIO_APPLICATION.id}/files/cv`,
    );
    const phone = screen.getByLabelText(/^Telefono/);
    await user.clear(phone);
    await user.type(phone, '+39 347 7654321');
    for (let step = 0; step < 4; step++) await next(user);
    expect(
      await screen.findByText(/^File attuale: cv-mario\.pdf\. Scegline un altro per sostituirlo\./),
    ).toBeInTheDocument();
    await next(user);
    expect(
      within(screen.getByRole('region', { name: 'Allegati' })).getByText(
        'cv-mario.pdf (2 KB, già inviato)',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Ho letto l’informativa privacy/));
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Candidatura aggiornata' }),
    ).toBeInTheDocument();
    expect(xhr.sent[0]).toMatchObject({
      method: 'PUT',
      url: `/api/careers/applications/${MARIO_APPLICATION.id}`,
    });
    expect(xhr.sent[0]!.body.get('phone')).toBe('+39 347 7654321');
    expect(xhr.sent[0]!.body.has('cv')).toBe(false);
    xhr.restore();
  });
});

import { setupNetwork } from '@iper/api/src/testing/network';
import { renderRoutes } from '@iper/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { fakeXhr } from '../../testing/fake-xhr';
import { careersHandlers } from '../../testing/handlers';
import {
  EXE,
  PDF,
  RECEIPT,
  asFile,
  choose,
  fillPersonalData,
  fillUpToAttachments,
  next,
} from '../../testing/application-steps';

setupNetwork(...careersHandlers);

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'iper.csrf=test-token-0123456789-abcdefghijklmnopqrstuvw; path=/';
});
afterEach(() => jest.restoreAllMocks());

describe('the application form', () => {
  it('checks the tax code against the person before going on, keeping what was typed', async () => {
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

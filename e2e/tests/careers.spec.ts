import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { freshCustomer } from '../support/test-data';
import { startSignedIn } from '../support/session';

/** The demo customer of the identity seed (server/src/identity/identity.seed.ts). */
const MARIO = {
  email: 'mario.rossi@example.it',
  password: 'Spesa2026!',
  firstName: 'Mario',
  lastName: 'Rossi',
  phone: '+39 333 1234567',
  // Born in Milan on 1 January 1980.
  taxCode: 'RSSMRA80A01F205X',
};

/** A small valid PDF, a 1×1 PNG, a Windows program, and a PDF over the CV's 5 MB. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
const BIG_PDF = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
const FILE_MESSAGE = 'Formato non supportato / File troppo grande (max 5 MB)';

const results = (page: Page) => page.getByRole('list', { name: 'Elenco delle posizioni' });
const next = (page: Page) => page.getByRole('button', { name: 'Avanti' }).click();
const stepHeading = (page: Page, text: RegExp) =>
  expect(page.getByRole('heading', { level: 2, name: text })).toBeVisible();

async function answer(scope: Locator, question: RegExp, choice: string) {
  await scope.getByRole('group', { name: question }).getByLabel(choice, { exact: true }).check();
}

/** Steps 1 to 4 of the application form, as Mario Rossi (or a copy of him, by its email). */
async function fillUpToAttachments(
  page: Page,
  options: { spontaneous?: boolean; email?: string } = {},
) {
  const main = page.locator('main');
  await stepHeading(page, /Passo 1 di 6: Dati personali/);
  if (options.spontaneous) await answer(main, /Per quale area ti candidi/, 'Punto vendita');
  await main.getByLabel(/^Nome/).fill(MARIO.firstName);
  await main.getByLabel(/^Cognome/).fill(MARIO.lastName);
  await main.getByLabel(/^Email/).fill(options.email ?? MARIO.email);
  await main.getByLabel(/^Telefono/).fill(MARIO.phone);
  await answer(main, /^Genere/, 'Uomo');
  const birth = main.getByRole('group', { name: /^Data di nascita/ });
  await birth.getByLabel('Giorno').selectOption('1');
  await birth.getByLabel('Mese').selectOption('1');
  await birth.getByLabel('Anno').selectOption('1980');
  await main.getByLabel(/^Codice fiscale/).fill(MARIO.taxCode);
  await main.getByLabel(/^Paese di origine/).fill('Italia');
  await main.getByLabel(/^Indirizzo e numero civico/).fill('Via Roma 1');
  await main.getByLabel(/^CAP/).fill('20121');
  await main.getByLabel(/^Comune/).fill('Milano');
  await main.getByLabel(/^Provincia/).fill('MI');
  await next(page);

  await stepHeading(page, /Passo 2 di 6: Esperienze/);
  await answer(main, /selezione negli ultimi 18 mesi/, 'No');
  await answer(main, /Hai già lavorato da noi/, 'No');
  await answer(main, /Lavori attualmente/, 'Sì');
  await main.getByLabel(/^Professione o funzione/).fill('Banconista');
  await main.getByLabel(/^Mese di inizio/).selectOption({ label: 'marzo' });
  await main.getByLabel(/^Anno di inizio/).selectOption('2019');
  await next(page);

  await stepHeading(page, /Passo 3 di 6: Formazione e lingue/);
  await main.getByLabel(/^Titolo di studio/).selectOption({ label: 'Diploma di scuola superiore' });
  await main.getByLabel(/^Voto finale/).fill('85');
  await main.getByLabel(/^Base del voto/).selectOption({ label: '/100' });
  await main.getByLabel(/^Lingua 1/).fill('Inglese');
  await main.getByLabel(/^Livello lingua 1/).selectOption('B2');
  await next(page);

  await stepHeading(page, /Passo 4 di 6: Disponibilità/);
  await answer(main, /domenica e nei giorni festivi/, 'Sì');
  await answer(main, /trasferirti/, 'No');
  await answer(main, /patente di guida/, 'Sì');
  await answer(main, /auto tua/, 'Sì');
  await next(page);
  await stepHeading(page, /Passo 5 di 6: Allegati/);
}

test.describe('careers', () => {
  test('the careers home leads to the three kinds of positions, the video and the spontaneous application', async ({
    site,
    page,
  }) => {
    await site.visit('/lavora-con-noi');
    await expect(page.getByRole('heading', { level: 1, name: 'Lavora con noi' })).toBeVisible();
    for (const kind of [
      'Posizioni in punto vendita',
      'Posizioni in sede',
      'Mestieri in crescita',
    ]) {
      await expect(page.getByRole('link', { name: kind })).toBeVisible();
    }
    // The poster stands for the player until it is pressed; then the player, with its captions.
    await page
      .getByRole('button', { name: 'Guarda il video: Lavorare in Iper in 15 secondi' })
      .click();
    await expect(page.locator('video')).toBeFocused();
    await expect(page.locator('video source')).toHaveAttribute(
      'src',
      /careers-presentation\.[0-9a-f]+\.webm$/,
    );
    await expect(page.locator('video track[kind="captions"]')).toHaveAttribute('srclang', 'it');
    await page.getByRole('link', { name: 'Invia una candidatura spontanea' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatura spontanea' }),
    ).toBeVisible();
  });

  test('searches, filters and sorts positions, and opens one with similar positions', async ({
    site,
    page,
  }) => {
    await site.visit('/lavora-con-noi');
    await page.getByRole('link', { name: 'Posizioni in punto vendita' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Posizioni in punto vendita' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /posizioni aperte/ })).toBeVisible();
    await site.expectAccessible();

    await page.getByRole('searchbox', { name: 'Cerca tra le posizioni' }).fill('banco');
    // The header has a site search of its own: press the button of this page's search.
    await page
      .getByRole('search', { name: 'Cerca tra le posizioni' })
      .getByRole('button', { name: 'Cerca', exact: true })
      .click();
    await expect(page).toHaveURL(/q=banco/);
    await expect(
      results(page).getByRole('heading', { level: 2, name: 'Addetto/a banco pescheria' }),
    ).toBeVisible();
    await expect(
      results(page).getByRole('heading', { level: 2, name: 'Addetto/a alle casse' }),
    ).toHaveCount(0);

    const headings = results(page).getByRole('heading', { level: 2 });
    await page.getByLabel('Ordina per').selectOption({ label: 'Titolo: dalla Z alla A' });
    await expect(page).toHaveURL(/ordina=z-a/);
    await expect
      .poll(async () => {
        const titles = await headings.allTextContents();
        return (
          titles.length > 1 &&
          titles.join('|') === [...titles].sort((a, b) => b.localeCompare(a, 'it')).join('|')
        );
      })
      .toBe(true);

    await page
      .getByLabel('Ordina per')
      .selectOption({ label: 'Data di pubblicazione: meno recenti' });
    await expect(page).toHaveURL(/ordina=meno-recenti/);
    await expect
      .poll(async () => {
        const dates = await results(page)
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        return (
          dates.length > 1 &&
          dates.join('|') === [...dates].sort().join('|') &&
          dates[0] !== dates.at(-1)
        );
      })
      .toBe(true);

    await page.getByLabel('Luogo').selectOption('Arese');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText([
      'Addetto/a banco gastronomia',
    ]);
    await page.getByLabel('Luogo').selectOption('');
    await page.getByLabel('Funzione').selectOption('Macelleria');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText([
      'Macellaio/a',
      'Macellaio/a',
    ]);

    await results(page).getByRole('link', { name: 'Macellaio/a' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Macellaio/a' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cosa cerchiamo' })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Posizioni simili' });
    await expect(similar.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Candidati' }).first()).toBeVisible();
    await site.expectAccessible();
  });

  test('says so when no position matches the search', async ({ site, page }) => {
    await site.visit('/lavora-con-noi/posizioni-sede?q=astronauta');
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Nessuna posizione corrisponde alla tua ricerca',
      }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Nessuna posizione aperta');
    await page.getByRole('button', { name: 'Cancella ricerca e filtri' }).click();
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveURL(/\/lavora-con-noi\/posizioni-sede$/);
  });

  test('lists the same kind of positions in English as in Italian', async ({ site, page }) => {
    await site.visit('/en/lavora-con-noi/posizioni-sede');
    const positions = page.getByRole('list', { name: 'List of positions' }).getByRole('listitem');
    await expect(positions.first()).toBeVisible();
    // Head-office positions only, each placed at the head office ('Sede, Milano').
    await expect(positions.filter({ hasText: /Sede, / })).toHaveCount(await positions.count());
  });

  test('applies with a CV and a photo, then signs in and changes the application', async ({
    site,
    page,
  }) => {
    await site.visit(
      '/lavora-con-noi/posizioni-punto-vendita/addetto-a-banco-gastronomia-iper-arese',
    );
    await page.getByRole('link', { name: 'Candidati' }).first().click();
    await expect(page).toHaveURL(/\?candidatura=1$/);
    // A copy of Mario: his applications list must hold this one only.
    const mario = await freshCustomer(page.request, MARIO.email);
    await fillUpToAttachments(page, { email: mario.email });

    await page
      .locator('main')
      .getByLabel(/^Curriculum vitae/)
      .setInputFiles({ name: 'cv-mario-rossi.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page
      .locator('main')
      .getByLabel(/^Foto/)
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(/^cv-mario-rossi\.pdf \(/)).toBeVisible();
    await page
      .locator('main')
      .getByLabel(/^Profilo professionale/)
      .fill('https://www.linkedin.com/in/mario-rossi');
    await site.expectAccessible();
    await next(page);

    await stepHeading(page, /Passo 6 di 6: Riepilogo e invio/);
    const summary = page.getByRole('region', { name: 'Dati personali' });
    await expect(summary.getByText('RSSMRA80A01F205X')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Formazione e lingue' }).getByText('85/100'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Allegati' }).getByText(/cv-mario-rossi\.pdf \(1 KB\)/),
    ).toBeVisible();
    await page
      .locator('main')
      .getByLabel(/Ho letto l’informativa privacy/)
      .check();
    await site.expectAccessible();
    // Mobile first: the summary fits the phone's width, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.getByRole('button', { name: 'Invia la candidatura' }).click();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Candidatura inviata' }),
    ).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Candidatura inviata' });
    await expect(confirmation).toContainText('Addetto/a banco gastronomia (Arese)');
    const reference = (
      await confirmation
        .getByText(/CAND-\d{8}/)
        .first()
        .textContent()
    )?.match(/CAND-\d{8}/)?.[0];
    expect(reference).toBeTruthy();
    await site.expectAccessible();

    await startSignedIn(page, mario.email, '/autocandidatura', mario.password);
    const mine = page.getByRole('region', { name: 'Le tue candidature' });
    await expect(
      mine.getByRole('link', { name: 'Addetto/a banco gastronomia, Arese' }),
    ).toBeVisible();
    await site.expectAccessible();
    await mine.getByRole('link', { name: `Modifica la candidatura ${reference}` }).click();

    await stepHeading(page, /Passo 1 di 6: Dati personali/);
    await expect(page.locator('main').getByLabel(/^Codice fiscale/)).toHaveValue(MARIO.taxCode);
    await page
      .locator('main')
      .getByLabel(/^Telefono/)
      .fill('+39 347 7654321');
    for (let step = 0; step < 4; step++) await next(page);
    await stepHeading(page, /Passo 5 di 6: Allegati/);
    await expect(
      page.getByText('File attuale: cv-mario-rossi.pdf. Scegline un altro per sostituirlo.'),
    ).toBeVisible();
    await next(page);
    await expect(
      page.getByRole('region', { name: 'Dati personali' }).getByText('+39 347 7654321'),
    ).toBeVisible();
    await page
      .locator('main')
      .getByLabel(/Ho letto l’informativa privacy/)
      .check();
    await page.getByRole('button', { name: 'Salva le modifiche' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Candidatura aggiornata' }),
    ).toBeVisible();

    await page.goto('/autocandidatura');
    await page
      .getByRole('region', { name: 'Le tue candidature' })
      .getByRole('link', { name: `Modifica la candidatura ${reference}` })
      .click();
    await expect(page.locator('main').getByLabel(/^Telefono/)).toHaveValue('+39 347 7654321');
  });

  test('refuses an oversize CV and a program renamed .pdf, keeping everything typed, even after a reload', async ({
    site,
    page,
  }) => {
    await site.visit('/lavora-con-noi/candidatura-spontanea');
    await fillUpToAttachments(page, { spontaneous: true });
    await page
      .locator('main')
      .getByLabel(/^Profilo professionale/)
      .fill('https://www.linkedin.com/in/mario-rossi');

    const cv = page.locator('main').getByLabel(/^Curriculum vitae/);
    await cv.setInputFiles({ name: 'cv-grande.pdf', mimeType: 'application/pdf', buffer: BIG_PDF });
    await expect(page.getByText(FILE_MESSAGE)).toBeVisible();
    await page.getByRole('button', { name: 'Rimuovi cv-grande.pdf' }).click();

    await cv.setInputFiles({ name: 'curriculum.pdf', mimeType: 'application/pdf', buffer: EXE });
    await expect(page.getByText(FILE_MESSAGE)).toBeVisible();
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Modulo incompleto.' })).toBeVisible();
    await stepHeading(page, /Passo 5 di 6: Allegati/);
    await expect(page.locator('main').getByLabel(/^Profilo professionale/)).toHaveValue(
      'https://www.linkedin.com/in/mario-rossi',
    );
    await site.expectAccessible();

    await page.reload();
    await expect(
      page.getByText(/Abbiamo ripreso la candidatura da dove l’avevi lasciata/),
    ).toBeVisible();
    await stepHeading(page, /Passo 5 di 6: Allegati/);
    await expect(page.locator('main').getByLabel(/^Profilo professionale/)).toHaveValue(
      'https://www.linkedin.com/in/mario-rossi',
    );
    await expect(page.getByText('curriculum.pdf')).toHaveCount(0);
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.getByRole('button', { name: 'Indietro' }).click();
    await page.getByRole('button', { name: 'Indietro' }).click();
    await stepHeading(page, /Passo 1 di 6: Dati personali/);
    await expect(page.locator('main').getByLabel(/^Codice fiscale/)).toHaveValue(MARIO.taxCode);
    await expect(page.locator('main').getByLabel(/^Nome/)).toHaveValue(MARIO.firstName);
  });
});

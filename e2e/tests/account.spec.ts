import type { Locator, Page } from '@playwright/test';
import { registerFreshAccount } from '../support/accounts';
import { test, expect } from '../support/fixtures';
import { freshCard, freshCustomer } from '../support/test-data';
import { startSignedIn } from '../support/session';

/** Demo customers seeded by the server (README: demo credentials). */
const DEMO_PASSWORD = 'Spesa2026!';

const header = (page: Page) => page.getByRole('banner');

async function fillLogin(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Accedi' }).click();
}

async function login(page: Page, email: string, password = DEMO_PASSWORD, redirect = '/account') {
  await page.goto(`/accedi?redirect=${encodeURIComponent(redirect)}`);
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/?]/g, '\\$&')}$`));
}

async function logout(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Ciao / })
    .click();
  await header(page).getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('link', { name: 'Accedi/Registrati' })).toBeVisible();
}

async function answerCardQuestion(page: Page, hasCard: boolean) {
  await page
    .getByRole('radio', {
      name: hasCard ? 'Sì, ho già la carta' : 'No, voglio la nuova carta digitale gratuita',
    })
    .check();
  await page.getByRole('button', { name: 'Continua' }).click();
}

async function checkCard(page: Page, number: string, surname: string) {
  await page.getByLabel(/^Numero della carta/).fill(number);
  await page.getByLabel(/^Cognome dell'intestatario/).fill(surname);
  await page.getByRole('button', { name: 'Verifica la carta' }).click();
}

interface Person {
  name: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  gender: 'Uomo' | 'Donna';
  cf: string;
  email: string;
  password: string;
}

async function fillPersonalData(page: Page, person: Person) {
  const form = page.getByRole('form', { name: 'Dati personali' });
  const field = (label: RegExp): Locator => form.getByLabel(label);
  await field(/^Nome/).fill(person.name);
  await field(/^Cognome/).fill(person.lastName);
  await field(/^Giorno/).selectOption(person.day);
  await field(/^Mese/).selectOption(person.month);
  await field(/^Anno/).selectOption(person.year);
  await form.getByRole('radio', { name: person.gender }).check();
  await field(/^Codice fiscale/).fill(person.cf);
  await field(/^Telefono cellulare/).fill('+39 320 111 2222');
  await field(/^Via o piazza/).fill('Via Roma');
  await field(/^Numero civico/).fill('5');
  await field(/^CAP/).fill('20017');
  await field(/^Comune/).fill('Rho');
  await field(/^Provincia/).fill('MI');
  await field(/^Punto vendita preferito/).selectOption({ label: 'Iper Arese (MI)' });
  await field(/^Email/).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await field(/^Conferma la password/).fill(person.password);
}

async function acceptAndSubmit(page: Page) {
  await page.getByRole('checkbox', { name: /Ho letto l'informativa privacy/ }).check();
  await page.getByRole('button', { name: 'Completa la registrazione' }).click();
}

test.describe('identity and account', () => {
  test('registers a new customer with a new digital card, then logs in again', async ({
    site,
    page,
  }) => {
    const email = `sara.fontana.${Date.now()}@example.it`;
    await site.visit('/registrazione');
    await answerCardQuestion(page, false);
    await expect(page.getByRole('heading', { level: 2, name: 'I tuoi dati' })).toBeFocused();
    await fillPersonalData(page, {
      name: 'Sara',
      lastName: 'Fontana',
      day: '2',
      month: '4',
      year: '1991',
      gender: 'Donna',
      cf: 'FNTSRA91D42F205X',
      email,
      password: 'Carrello-2026',
    });
    await site.expectAccessible();
    await page.getByRole('button', { name: 'Continua' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Consensi' })).toBeVisible();
    await site.expectAccessible();
    await acceptAndSubmit(page);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeVisible();
    await expect(page.getByTestId('card-number')).toHaveText(/^004\d{10}$/);
    await site.expectAccessible();
    await expect(header(page).getByRole('button', { name: 'Ciao Sara' })).toBeVisible();

    await logout(page);
    await login(page, email, 'Carrello-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    await expect(page.getByText(/^004\d{10}$/)).toBeVisible();
    await site.expectAccessible();
  });

  test('checks an existing card: not found, blocked, already registered, then found and tied', async ({
    site,
    page,
  }) => {
    await site.visit('/registrazione');
    await answerCardQuestion(page, true);

    await checkCard(page, '049999999999', 'Neri');
    await expect(page.getByText('Carta non trovata')).toBeVisible();
    await checkCard(page, '041000000024', 'Gialli');
    await expect(page.getByText('Carta bloccata')).toBeVisible();
    await checkCard(page, '048812345670', 'Rossi');
    await expect(page.getByText('Carta già registrata')).toBeVisible();
    await site.expectAccessible();

    // A copy of the demo card 041000000017 Neri: the journey ties it to a new account.
    const card = await freshCard(page.request, '041000000017');
    await checkCard(page, card.number, card.surname);
    await expect(
      page.getByText(
        `Abbiamo trovato la tua Carta Vantaggi numero 0${card.number}: la collegheremo al tuo account.`,
      ),
    ).toBeVisible();
    await fillPersonalData(page, {
      name: 'Anna',
      lastName: 'Neri',
      day: '14',
      month: '7',
      year: '1990',
      gender: 'Donna',
      cf: 'NRENNA90L54F205L',
      email: `anna.neri.${Date.now()}@example.it`,
      password: 'Registrata-2026',
    });
    await page.getByRole('button', { name: 'Continua' }).click();
    await acceptAndSubmit(page);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeVisible();
    await expect(page.getByTestId('card-number')).toHaveText(`0${card.number}`);
  });

  test('logs out and back in, and keeps account pages behind the login', async ({ site, page }) => {
    await site.visit('/account/scontrini-digitali');
    await expect(page).toHaveURL(/\/accedi\?redirect=%2Faccount%2Fscontrini-digitali$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
    await fillLogin(page, 'mario.rossi@example.it', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/account\/scontrini-digitali$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scontrini digitali' })).toBeVisible();

    await header(page).getByRole('button', { name: 'Ciao Mario' }).click();
    await site.expectAccessible();
    await header(page).getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Accedi/Registrati' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/accedi\?redirect=%2Faccount$/);

    await fillLogin(page, 'mario.rossi@example.it', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
    await expect(page.getByText('0048812345670')).toBeVisible();
    await expect(page.getByText('145 su 200')).toBeVisible();
    await site.expectAccessible();

    // The guest rule: a logged-in user opening /registrazione or /modifica-password goes to /.
    await page.goto('/registrazione');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/modifica-password');
    await expect(page).toHaveURL(/\/$/);
  });

  test('resets a forgotten password through the emailed link', async ({ site, page }) => {
    // A copy of Giulia: the journey changes her password.
    const { email } = await freshCustomer(page.request, 'giulia.bianchi@example.it');
    await site.visit('/password-dimenticata');
    await page
      .getByRole('form', { name: 'Recupera la password' })
      .getByLabel(/^Email/)
      .fill(email);
    await page.getByRole('button', { name: 'Invia il link' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Controlla la tua email' }),
    ).toBeVisible();
    await site.expectAccessible();

    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = (await outbox.json()).mails as { text: string }[];
    const link = /(http:\/\/\S+\/reimposta-password#token=\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();

    await site.visit(link!.replace(/^http:\/\/[^/]+/, ''));
    await page.getByLabel(/^Nuova password/).fill('Nuova-Spesa-2027');
    await page.getByLabel(/^Conferma la nuova password/).fill('Nuova-Spesa-2027');
    await page.getByRole('button', { name: 'Salva la nuova password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Password modificata' }),
    ).toBeVisible();
    await site.expectAccessible();

    await login(page, email, 'Nuova-Spesa-2027');
    await expect(header(page).getByRole('button', { name: 'Ciao Giulia' })).toBeVisible();
  });

  test("edits the personal data and refuses a wrong tax code with 'Codice fiscale non valido'", async ({
    site,
    page,
  }) => {
    const chiara = await freshCustomer(page.request, 'chiara.colombo@example.it');
    await startSignedIn(page, chiara.email, '/account/dati-personali', chiara.password);
    await site.expectAccessible();
    await expect(page.getByText('CLMCHR92C61F205X')).toBeVisible();
    await page.getByRole('button', { name: 'Modifica i dati' }).click();
    const form = page.getByRole('form', { name: 'Modifica i tuoi dati' });
    await form.getByLabel(/^Codice fiscale/).fill('CLMCHR93C61F205X');
    await form.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(form.getByText('Codice fiscale non valido')).toBeVisible();
    await site.expectAccessible();

    await form.getByLabel(/^Codice fiscale/).fill('CLMCHR92C61F205X');
    await form.getByLabel(/^Numero civico/).fill('142');
    await form.getByRole('button', { name: 'Salva i dati' }).click();
    await expect(page.getByText('Dati personali aggiornati.')).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Viale Monza 142/)).toBeVisible();
  });

  test("keeps a guest's shopping list on the device and merges it into the account at login", async ({
    site,
    page,
  }) => {
    // A copy of Luca: the journey merges a list into his and then empties it.
    const luca = await freshCustomer(page.request, 'luca.verdi@example.it');
    await site.visit('/account/lista-spesa');
    await expect(
      page.getByText('La lista è salvata su questo dispositivo.', { exact: false }),
    ).toBeVisible();
    for (const product of ['Farina 00', 'Lievito di birra']) {
      await page.getByLabel(/^Prodotto/).fill(product);
      await page.getByRole('button', { name: 'Aggiungi' }).click();
      await expect(page.getByRole('checkbox', { name: product })).toBeVisible();
    }
    await page.getByRole('checkbox', { name: 'Farina 00' }).check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Farina 00' })).toBeChecked();
    await site.expectAccessible();

    await page.getByRole('link', { name: 'Accedi', exact: true }).click();
    await fillLogin(page, luca.email, luca.password);
    await expect(page).toHaveURL(/\/account\/lista-spesa$/);
    await expect(page.getByRole('checkbox', { name: 'Farina 00' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Lievito di birra' })).not.toBeChecked();
    await expect(
      page.getByText('La lista è salvata su questo dispositivo.', { exact: false }),
    ).toHaveCount(0);

    await page.getByRole('button', { name: 'Rimuovi Lievito di birra' }).click();
    await expect(page.getByRole('checkbox', { name: 'Lievito di birra' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Svuota la lista' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Svuotare la lista?' })).toBeVisible();
    await site.expectAccessible();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('checkbox', { name: 'Farina 00' })).toBeVisible();
    await page.getByRole('button', { name: 'Svuota la lista' }).click();
    await page.getByRole('button', { name: 'Elimina tutto' }).click();
    await expect(page.getByText('La lista è vuota: aggiungi il primo prodotto.')).toBeVisible();
  });

  test('shows the previous promotions and keeps receipt favourites and the digital-only choice across reloads', async ({
    site,
    page,
  }) => {
    // A copy of Mario: the journey changes his receipts' favourites and the digital-only choice.
    const mario = await freshCustomer(page.request, 'mario.rossi@example.it');
    await startSignedIn(page, mario.email, '/account/lista-spesa', mario.password);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Dalle promozioni precedenti' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Prodotti delle promozioni precedenti' })
        .getByRole('checkbox', { name: /Olio extravergine di oliva 1 l/ }),
    ).toBeVisible();

    await page.goto('/account/scontrini-digitali');
    await expect(page.getByRole('heading', { level: 1, name: 'Scontrini digitali' })).toBeVisible();
    await site.expectAccessible();
    const digitalOnly = page.getByRole('switch', { name: 'Ricevi solo lo scontrino digitale' });
    await expect(digitalOnly).not.toBeChecked();
    await digitalOnly.click();
    await expect(digitalOnly).toBeChecked();
    const favourites = page.getByRole('button', { name: /^Preferito: scontrino del/ });
    await expect(favourites.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await favourites.nth(1).click();
    await expect(favourites.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await favourites.nth(0).click();
    await expect(favourites.nth(0)).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'Ricevi solo lo scontrino digitale' }),
    ).toBeChecked();
    await expect(favourites.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(favourites.nth(1)).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('button', { name: /^Dettaglio/ })
      .first()
      .click();
    const detail = page.getByRole('region', { name: /^Scontrino del/ });
    await expect(detail.getByRole('table', { name: 'Prodotti acquistati' })).toBeVisible();
    await expect(detail.getByText('Totale', { exact: true })).toBeVisible();
    await site.expectAccessible();
  });

  test('lists the devices signed in to the account and ends the others from this one', async ({
    site,
    page,
    browser,
  }) => {
    const email = `dispositivi.${Date.now()}@example.it`;
    const password = 'Lampone-Viola-2026';
    // A phone signs up first (its own browser context and User-Agent), then this laptop signs in.
    const phone = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    });
    const phonePage = await phone.newPage();
    await registerFreshAccount(phonePage, email, password);
    expect(
      (await (await phonePage.request.get('/api/account/session/verify')).json()).errorCode,
    ).toBe('0');

    await login(page, email, password, '/account/privacy-e-dati');
    await site.visit('/account/privacy-e-dati');
    const devices = page.getByRole('region', { name: 'I tuoi dispositivi' });
    const items = devices.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Questo dispositivo');
    await expect(items.nth(1)).toContainText('Chrome su Android');
    await expect(items.nth(1)).toContainText('127.0.0.1');
    await site.expectAccessible();

    await devices.getByRole('button', { name: 'Termina tutte le altre sessioni' }).click();
    await expect(devices.getByRole('status')).toContainText('Hai chiuso tutte le altre sessioni');
    await expect(items).toHaveCount(1);
    // The phone is signed out at once; this browser stays signed in.
    expect(
      (await (await phonePage.request.get('/api/account/session/verify')).json()).errorCode,
    ).toBe('403005');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy e dati' })).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await phone.close();
  });

  test('changes a password from /modifica-password with the current one', async ({
    site,
    page,
  }) => {
    // A copy of Chiara: the journey changes her password.
    const { email } = await freshCustomer(page.request, 'chiara.colombo@example.it');
    await site.visit('/modifica-password');
    const form = page.getByRole('form', { name: 'Modifica password' });
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Password attuale/).fill('non-questa');
    await form.getByLabel(/^Nuova password/).fill('Cambiata-2026');
    await form.getByLabel(/^Conferma la nuova password/).fill('Cambiata-2026');
    await form.getByRole('button', { name: 'Cambia password' }).click();
    await expect(form.getByText('Email o password attuale non corretti.')).toBeVisible();
    await site.expectAccessible();

    await form.getByLabel(/^Password attuale/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Cambia password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Password modificata' }),
    ).toBeVisible();
    await login(page, email, 'Cambiata-2026');
    await expect(header(page).getByRole('button', { name: 'Ciao Chiara' })).toBeVisible();
  });
});

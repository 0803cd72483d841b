import { ACCESSIBILITY_STATEMENT_SECTIONS } from '../../libs/contracts/src/testing/accessibility-statement.fixture';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  activate,
  chooseOption,
  chooseRadio,
  skipToContent,
  tabTo,
  tick,
  typeInto,
} from '../support/keyboard';
import { freshCustomer } from '../support/test-data';
import { pickBergamoSuggestion } from '../support/store-search';

/**
 * The site's main journeys with the keyboard alone (WCAG 2.1.1, 2.4.7): registration, store
 * search, saving a coupon and a job application. Every step moves focus with Tab from the top of
 * the page (through the skip link), checks the focus is visible, and axe checks every page.
 */
const DEMO_PASSWORD = 'Spesa2026!';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const main = (page: Page) => page.locator('main');
const field = (page: Page, label: RegExp) => main(page).getByLabel(label);
const group = (page: Page, legend: RegExp) => main(page).getByRole('group', { name: legend });

async function logInByKeyboard(page: Page, email: string, redirect: string) {
  await page.goto(`/accedi?redirect=${encodeURIComponent(redirect)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await skipToContent(page);
  const form = page.getByRole('form', { name: 'Accedi con email e password' });
  await typeInto(page, form.getByLabel(/^Email/), email);
  await typeInto(page, form.getByLabel(/^Password/), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === redirect);
}

test.describe('keyboard only', () => {
  test('registers a new customer with a new digital card', async ({ site, page }) => {
    await site.visit('/registrazione');
    await skipToContent(page);
    await chooseRadio(
      page,
      group(page, /Hai già una Carta Vantaggi/),
      'No, voglio la nuova carta digitale gratuita',
    );
    await activate(page, main(page).getByRole('button', { name: 'Continua' }));
    await expect(page.getByRole('heading', { level: 2, name: 'I tuoi dati' })).toBeFocused();

    const email = `tastiera.${Date.now()}@example.it`;
    await typeInto(page, field(page, /^Nome/), 'Sara');
    await typeInto(page, field(page, /^Cognome/), 'Fontana');
    const birth = group(page, /^Data di nascita/);
    await chooseOption(page, birth.getByLabel('Giorno'), '2');
    await chooseOption(page, birth.getByLabel('Mese'), 'aprile');
    await chooseOption(page, birth.getByLabel('Anno'), '1991');
    await chooseRadio(page, group(page, /^Genere/), 'Donna');
    await typeInto(page, field(page, /^Codice fiscale/), 'FNTSRA91D42F205X');
    await typeInto(page, field(page, /^Telefono cellulare/), '+39 320 111 2222');
    await typeInto(page, field(page, /^Via o piazza/), 'Via Roma');
    await typeInto(page, field(page, /^Numero civico/), '5');
    await typeInto(page, field(page, /^CAP/), '20017');
    await typeInto(page, field(page, /^Comune/), 'Rho');
    await typeInto(page, field(page, /^Provincia/), 'MI');
    await chooseOption(page, field(page, /^Punto vendita preferito/), 'Iper Arese (MI)');
    await typeInto(page, field(page, /^Email/), email);
    await typeInto(page, main(page).getByLabel(/^Password/), 'Carrello-2026');
    await typeInto(page, field(page, /^Conferma la password/), 'Carrello-2026');
    await site.expectAccessible();
    await activate(page, main(page).getByRole('button', { name: 'Continua' }));

    await expect(page.getByRole('heading', { level: 2, name: 'Consensi' })).toBeVisible();
    await tick(page, main(page).getByRole('checkbox', { name: /Ho letto l'informativa privacy/ }));
    await site.expectAccessible();
    await activate(page, main(page).getByRole('button', { name: 'Completa la registrazione' }));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Registrazione completata' }),
    ).toBeVisible();
    await expect(page.getByTestId('card-number')).toHaveText(/^004\d{10}$/);
    await site.expectAccessible();
  });

  test('searches a town and opens the nearest store', async ({ site, page }) => {
    await site.visit('/punti-vendita');
    await skipToContent(page);
    const search = page.getByRole('combobox', { name: 'Cerca per comune o CAP' });
    await tabTo(page, search);
    await page.keyboard.type('Bergam');
    await pickBergamoSuggestion(page, site);

    const first = page
      .getByRole('list', { name: 'Elenco dei punti vendita' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
      .first();
    const name = (await first.textContent())?.trim() ?? '';
    expect(name).toMatch(/^Iper (Orio al Serio|Seriate)$/);
    await activate(page, first);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await site.expectAccessible();
  });

  test('saves a coupon', async ({ site, page }) => {
    // A copy of Luca: the journey saves one of his coupons (ten at most).
    const luca = await freshCustomer(page.request, 'luca.verdi@example.it');
    await logInByKeyboard(page, luca.email, '/carta-vantaggi/coupon');
    await site.expectAccessible();
    const counter = page.getByText(/^Coupon salvati: \d+ di 10$/);
    const before = Number((await counter.textContent())?.match(/(\d+) di 10/)?.[1]);
    const save = main(page)
      .getByRole('button', { name: /^Salva il coupon/ })
      .first();
    const couponName = (await save.getAttribute('aria-label')) ?? (await save.textContent()) ?? '';
    await tabTo(page, save);
    await page.keyboard.press('Space');
    await expect(page.getByText(`Coupon salvati: ${before + 1} di 10`)).toBeVisible();
    await expect(main(page).getByRole('button', { name: couponName })).toHaveCount(0);
    await site.expectAccessible();
  });

  test('applies for a position, attaching the CV from the keyboard', async ({ site, page }) => {
    await site.visit(
      '/lavora-con-noi/posizioni-punto-vendita/addetto-a-banco-gastronomia-iper-arese',
    );
    await skipToContent(page);
    await activate(page, main(page).getByRole('link', { name: 'Candidati' }).first());
    await expect(page).toHaveURL(/\?candidatura=1$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /Passo 1 di 6: Dati personali/ }),
    ).toBeVisible();
    await site.expectAccessible();

    await typeInto(page, field(page, /^Nome/), 'Marta');
    await typeInto(page, field(page, /^Cognome/), 'Galli');
    await typeInto(page, field(page, /^Email/), `marta.galli.${Date.now()}@example.it`);
    await typeInto(page, field(page, /^Telefono/), '+39 333 1234567');
    await chooseRadio(page, group(page, /^Genere/), 'Donna');
    const birth = group(page, /^Data di nascita/);
    await chooseOption(page, birth.getByLabel('Giorno'), '1');
    await chooseOption(page, birth.getByLabel('Mese'), 'gennaio');
    await chooseOption(page, birth.getByLabel('Anno'), '1990');
    await typeInto(page, field(page, /^Codice fiscale/), 'GLLMRT90A41F205O');
    await typeInto(page, field(page, /^Paese di origine/), 'Italia');
    await typeInto(page, field(page, /^Indirizzo e numero civico/), 'Via Roma 1');
    await typeInto(page, field(page, /^CAP/), '20121');
    await typeInto(page, field(page, /^Comune/), 'Milano');
    await typeInto(page, field(page, /^Provincia/), 'MI');
    await activate(page, main(page).getByRole('button', { name: 'Avanti' }));

    await expect(
      page.getByRole('heading', { level: 2, name: /Passo 2 di 6: Esperienze/ }),
    ).toBeVisible();
    await chooseRadio(page, group(page, /selezione negli ultimi 18 mesi/), 'No');
    await chooseRadio(page, group(page, /Hai già lavorato da noi/), 'No');
    await chooseRadio(page, group(page, /Lavori attualmente/), 'No');
    await site.expectAccessible();
    await activate(page, main(page).getByRole('button', { name: 'Avanti' }));

    await expect(
      page.getByRole('heading', { level: 2, name: /Passo 3 di 6: Formazione e lingue/ }),
    ).toBeVisible();
    await chooseOption(page, field(page, /^Titolo di studio/), 'Diploma di scuola superiore');
    await typeInto(page, field(page, /^Voto finale/), '85');
    await chooseOption(page, field(page, /^Base del voto/), '/100');
    await typeInto(page, field(page, /^Lingua 1/), 'Inglese');
    await chooseOption(page, field(page, /^Livello lingua 1/), 'B2');
    await activate(page, main(page).getByRole('button', { name: 'Avanti' }));

    await expect(
      page.getByRole('heading', { level: 2, name: /Passo 4 di 6: Disponibilità/ }),
    ).toBeVisible();
    await chooseRadio(page, group(page, /domenica e nei giorni festivi/), 'Sì');
    await chooseRadio(page, group(page, /trasferirti/), 'No');
    await chooseRadio(page, group(page, /patente di guida/), 'Sì');
    await chooseRadio(page, group(page, /auto tua/), 'Sì');
    await activate(page, main(page).getByRole('button', { name: 'Avanti' }));

    await expect(
      page.getByRole('heading', { level: 2, name: /Passo 5 di 6: Allegati/ }),
    ).toBeVisible();
    await tabTo(page, field(page, /^Curriculum vitae/));
    const choosing = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await choosing
    ).setFiles({ name: 'cv-marta-galli.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(/^cv-marta-galli\.pdf \(/)).toBeVisible();
    await site.expectAccessible();
    await activate(page, main(page).getByRole('button', { name: 'Avanti' }));

    await expect(
      page.getByRole('heading', { level: 2, name: /Passo 6 di 6: Riepilogo e invio/ }),
    ).toBeVisible();
    await tick(page, main(page).getByRole('checkbox', { name: /Ho letto l’informativa privacy/ }));
    await site.expectAccessible();
    await activate(page, main(page).getByRole('button', { name: 'Invia la candidatura' }));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Candidatura inviata' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Candidatura inviata' })).toContainText(
      /CAND-\d{8}/,
    );
    await site.expectAccessible();
  });

  test('reaches the accessibility statement from the footer', async ({ site, page }) => {
    await site.visit('/');
    await activate(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Dichiarazione di accessibilità' }),
    );
    await expect(page).toHaveURL(/\/dichiarazione-di-accessibilita$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dichiarazione di accessibilità' }),
    ).toBeVisible();
    for (const section of ACCESSIBILITY_STATEMENT_SECTIONS) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'modulo di contatto' })).toHaveAttribute(
      'href',
      /\/serve-aiuto/,
    );
    await site.expectAccessible();
  });
});

import type { Page } from '@playwright/test';
import { expect, type Site } from './fixtures';
import { startSignedIn } from './session';
import { freshCustomer } from './test-data';

/**
 * The loyalty journeys, as steps any spec can run: tests/loyalty.spec.ts runs them against the
 * site under test, tests/loyalty-second-origin.spec.ts against a site whose loyalty entry is on
 * another origin. Each customer is in a situation of the server's demo data (server/src/loyalty/
 * loyalty.seed.ts, password of server/src/identity/identity.seed.ts), so the journeys do not depend
 * on each other's order; a journey that changes the customer's data works on a fresh copy of that
 * customer (test-data endpoint), so it passes again against the same site.
 */
const CUSTOMERS = {
  /** A physical base card with 236 € of spend: the upgrade gives a new digital card (case 2). */
  upgrade: 'sara.ferrari@example.it',
  /** A blocked base card that is offered the upgrade: the upgrade fails. */
  failedUpgrade: 'davide.russo@example.it',
  /** Favourite store Iper Arese, no coupon saved yet. */
  coupons: 'elena.ricci@example.it',
  /** A complete profile and no card. */
  noCard: 'marco.conti@example.it',
};

/** What a journey runs with: the `site` fixture and its page (baseURL: the site under test). */
export interface JourneyContext {
  site: Site;
  page: Page;
}

export interface Journey {
  title: string;
  run(context: JourneyContext): Promise<void>;
}

export interface JourneyGroup {
  group: string;
  journeys: Journey[];
}

const VIRTUAL_CARD_OVERVIEWS: [path: string, heading: string][] = [
  ['/virtual-card', 'Virtual Card Iper'],
  ['/virtual-card/altri-negozi', 'Virtual Card negli altri negozi'],
];

export const LOYALTY_JOURNEYS: JourneyGroup[] = [
  {
    group: 'Carta Vantaggi',
    journeys: [
      {
        title: 'a base card owner with enough spend upgrades to Più and sees the new card number',
        async run({ site, page }) {
          const customer = await freshCustomer(page.request, CUSTOMERS.upgrade);
          const number = customer.cardNumber!;
          await startSignedIn(page, customer.email, '/carta-vantaggi');
          const card = page.getByRole('region', { name: 'La tua carta' });
          const cardType = card
            .getByRole('definition')
            .filter({ hasText: /^Carta Vantaggi( Più)?$/ });
          await expect(cardType).toHaveText('Carta Vantaggi');
          await expect(
            card.getByRole('definition').filter({
              hasText: `0 ${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`,
            }),
          ).toBeVisible();
          await expect(
            card.getByRole('img', { name: `Codice a barre della carta numero 0${number}` }),
          ).toBeVisible();
          await expect(card.getByText('236 punti su 200 per sbloccare Più')).toBeVisible();
          await site.expectAccessible();

          await card.getByRole('button', { name: 'Passa a Più' }).click();
          const notification = page
            .getByRole('status')
            .filter({ hasText: 'Benvenuto in Carta Vantaggi Più' });
          await expect(notification).toContainText(
            /Il numero della tua nuova carta digitale è 004\d{10}/,
          );
          const newNumber = (await notification.textContent())!.match(/004\d{10}/)![0];
          // The page shows the new card: Più, with the new number and its barcode.
          await expect(cardType).toHaveText('Carta Vantaggi Più');
          await expect(
            card.getByRole('img', { name: `Codice a barre della carta numero ${newNumber}` }),
          ).toBeVisible();
          await expect(card.getByRole('button', { name: 'Passa a Più' })).toHaveCount(0);
          await site.expectAccessible();
        },
      },
      {
        title: 'an upgrade that fails shows the error notification',
        async run({ site, page }) {
          await startSignedIn(page, CUSTOMERS.failedUpgrade, '/carta-vantaggi');
          await page.getByRole('button', { name: 'Passa a Più' }).click();
          const alert = page.getByRole('alert');
          await expect(alert).toContainText("L'operazione non è andata a buon fine");
          await expect(alert).toContainText(
            'Non è stato possibile effettuare il passaggio a Carta Vantaggi Più',
          );
          await site.expectAccessible();
        },
      },
      {
        title: 'a visitor sees what the card gives and is asked to log in for their own',
        async run({ site, page }) {
          await site.visit('/carta-vantaggi');
          await expect(
            page.getByRole('heading', { name: 'Hai già la Carta Vantaggi?' }),
          ).toBeVisible();
          await expect(
            page.getByRole('img', { name: 'Carta Vantaggi Più', exact: true }),
          ).toBeVisible();
          await expect(page.getByRole('region', { name: 'La tua carta' })).toHaveCount(0);
        },
      },
    ],
  },
  {
    group: 'the digital card request',
    journeys: [
      {
        title: 'a customer without a card requests the digital card in one click and sees it',
        async run({ site, page }) {
          await startSignedIn(
            page,
            (await freshCustomer(page.request, CUSTOMERS.noCard)).email,
            '/carta-vantaggi/richiedi',
          );
          await expect(page.getByText('Marco Conti')).toBeVisible();
          await site.expectAccessible();
          await page.getByRole('button', { name: 'Richiedi la carta digitale' }).click();
          const created = page
            .getByRole('status')
            .filter({ hasText: 'La tua Carta Vantaggi è pronta' });
          await expect(created).toContainText(
            /Il numero della tua carta digitale è 0 04\d{2} \d{4} \d{4}/,
          );
          await page.getByRole('link', { name: 'Vai alla tua carta' }).click();
          await expect(page.getByRole('region', { name: 'La tua carta' })).toBeVisible();
          await expect(page.getByText('0 punti su 200 per sbloccare Più')).toBeVisible();
        },
      },
      {
        title: 'a visitor is asked to log in or register first',
        async run({ site, page }) {
          await site.visit('/carta-vantaggi/richiedi');
          const prompt = page.getByRole('region', { name: 'Prima accedi o registrati' });
          await expect(prompt.getByRole('link', { name: 'Accedi', exact: true })).toHaveAttribute(
            'href',
            '/accedi?redirect=%2Fcarta-vantaggi%2Frichiedi',
          );
          await expect(
            prompt.getByRole('link', { name: 'Registrati', exact: true }),
          ).toHaveAttribute('href', '/registrazione');
        },
      },
    ],
  },
  {
    group: 'coupons',
    journeys: [
      {
        title: 'a visitor opening coupons is asked to log in',
        async run({ site, page }) {
          await site.visit('/carta-vantaggi/coupon');
          const prompt = page.getByRole('region', { name: 'Accedi per vedere i coupon' });
          await expect(page.getByRole('button', { name: /^Salva il coupon/ })).toHaveCount(0);
          await prompt.getByRole('link', { name: 'Accedi', exact: true }).click();
          await expect(page).toHaveURL(/\/accedi\?redirect=%2Fcarta-vantaggi%2Fcoupon$/);
        },
      },
      {
        title: 'saves ten coupons and refuses the eleventh',
        async run({ site, page }) {
          await startSignedIn(
            page,
            (await freshCustomer(page.request, CUSTOMERS.coupons)).email,
            '/carta-vantaggi/coupon',
          );
          await expect(
            page.getByRole('heading', { level: 2, name: 'I coupon validi a Iper Arese' }),
          ).toBeVisible();
          await expect(page.getByText('Coupon salvati: 0 di 10')).toBeVisible();
          const saveButtons = page.getByRole('button', { name: /^Salva il coupon/ });
          await expect(saveButtons.first()).toBeVisible();
          expect(await saveButtons.count()).toBeGreaterThanOrEqual(11);
          // The coupons expiring soon carry a warning.
          await expect(page.getByText(/^Scade (oggi|domani|tra \d giorni)$/).first()).toBeVisible();

          for (let saved = 1; saved <= 10; saved++) {
            await saveButtons.first().click();
            await expect(page.getByText(`Coupon salvati: ${saved} di 10`)).toBeVisible();
          }
          await saveButtons.first().click();
          await expect(page.getByRole('alert')).toContainText(
            'Hai raggiunto il limite di dieci coupon salvabili',
          );
          await expect(page.getByText('Coupon salvati: 10 di 10')).toBeVisible();
          await site.expectAccessible();

          await page.getByRole('tab', { name: 'I miei coupon (10)' }).click();
          await page.getByRole('button', { name: 'Elimina tutti' }).click();
          const dialog = page.getByRole('alertdialog', {
            name: 'Eliminare tutti i coupon salvati?',
          });
          await site.expectAccessible();
          await dialog.getByRole('button', { name: 'Sì, elimina tutti' }).click();
          await expect(page.getByText('Coupon salvati: 0 di 10')).toBeVisible();
          await expect(page.getByRole('heading', { name: 'Non hai coupon salvati' })).toBeVisible();
        },
      },
    ],
  },
  {
    group: 'gift card',
    journeys: [
      {
        title: 'reads the balance of a valid card and says when one cannot be read',
        async run({ site, page }) {
          await site.visit('/gift-card');
          const number = page.getByRole('textbox', { name: /Numero della Gift Card/ });
          const check = page.getByRole('button', { name: 'Verifica il saldo' });

          await number.fill('(21) 8033 1200 0001 2345 678');
          await check.click();
          await expect(page.getByText('37,50 €')).toBeVisible();
          await expect(page.getByText('Gift Card (21) 8033 1200 0001 2345 678')).toBeVisible();
          await expect(page.getByText('Scadenza')).toBeVisible();
          await site.expectAccessible();

          await number.fill('(21) 1111 2222 3333 4444 555');
          await check.click();
          await expect(page.getByRole('alert')).toHaveText(
            'Qualcosa è andato storto durante la lettura della tua Gift Card. Riprova più tardi.',
          );

          await number.fill('12345');
          await check.click();
          await expect(
            page
              .getByText(/19 cifre dopo \(21\) per le carte nuove, 12 cifre per le carte vecchie/)
              .first(),
          ).toBeVisible();
          await site.expectAccessible();
        },
      },
    ],
  },
  {
    group: 'virtual cards',
    journeys: [
      ...VIRTUAL_CARD_OVERVIEWS.map(([path, heading]): Journey => ({
        title: `${path} presents the virtual card`,
        async run({ site, page }) {
          await site.visit(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await expect(
            page.getByRole('navigation', { name: 'Virtual Card' }).getByRole('link', { name: /./ }),
          ).toHaveCount(4);
        },
      })),
      {
        title: 'shows the tax benefit to companies',
        async run({ site, page }) {
          await site.visit('/virtual-card/aziende');
          await expect(page.getByText('258,23 €').first()).toBeVisible();
        },
      },
      {
        title: 'a municipal representative requests shopping vouchers',
        async run({ site, page }) {
          await site.visit('/virtual-card/buoni-spesa');
          await page.getByRole('textbox', { name: /^Comune/ }).fill('Rho');
          await page.getByRole('textbox', { name: /Provincia/ }).fill('MI');
          await page
            .getByRole('textbox', { name: /Codice fiscale del Comune/ })
            .fill('00893240150');
          await page.getByRole('textbox', { name: /^Nome/ }).fill('Lucia');
          await page.getByRole('textbox', { name: /^Cognome/ }).fill('Fontana');
          await page
            .getByRole('textbox', { name: /Ruolo nel Comune/ })
            .fill('Responsabile servizi sociali');
          await page
            .getByRole('textbox', { name: /Email istituzionale/ })
            .fill('servizi.sociali@comune.rho.mi.it');
          await page.getByRole('textbox', { name: /Telefono/ }).fill('02 9332 1');
          await page.getByRole('textbox', { name: /Numero di famiglie/ }).fill('120');
          await page.getByRole('textbox', { name: /Importo per famiglia/ }).fill('50');
          await page
            .getByRole('combobox', { name: /Punto vendita di riferimento/ })
            .selectOption({ label: 'Iper Arese' });
          await page.getByRole('checkbox', { name: /informativa privacy/ }).check();
          await expect(page.getByText('Totale della fornitura: 6000 €')).toBeVisible();
          await page.getByRole('button', { name: 'Invia la richiesta' }).click();
          await expect(
            page.getByRole('status').filter({ hasText: 'Richiesta inviata' }),
          ).toContainText(/BS-\d{4}-\d{6}/);
          await site.expectAccessible();
        },
      },
    ],
  },
];

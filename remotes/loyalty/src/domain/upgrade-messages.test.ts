import { createIntl } from 'react-intl';
import { upgradeNotification, UPGRADE_MESSAGES } from './upgrade-messages';

const intl = createIntl({ locale: 'it', defaultLocale: 'it', messages: {} });
const success = (caseId: '2' | '5' | '6', number: string) =>
  ({ errorCode: '0', caseId, data: { params: { Numero_Carta_Vantaggi__c: number } } }) as const;

function text(response: Parameters<typeof upgradeNotification>[0]) {
  const notification = upgradeNotification(response);
  return notification.type === 'success'
    ? intl.formatMessage(notification.message, { cardNumber: notification.cardNumber })
    : `${intl.formatMessage(notification.title)} / ${intl.formatMessage(notification.message)}`;
}

describe('the upgrade result messages', () => {
  it('shows the new digital card number, zero-padded to 13 digits, in case 2', () => {
    const notification = upgradeNotification(success('2', '041234567890'));
    expect(notification).toMatchObject({
      type: 'success',
      caseId: '2',
      cardNumber: '0041234567890',
    });
    expect(text(success('2', '041234567890'))).toContain('nuova carta digitale è 0041234567890');
  });

  it('shows the new digital card number, zero-padded, in case 6', () => {
    expect(text(success('6', '049876543210'))).toContain(
      'nuova carta digitale numero 0049876543210',
    );
  });

  it('says in case 5 that the bonus salvadanaio accrues on all participating products, without padding', () => {
    const message = text(success('5', '048812345694'));
    expect(message).toContain('bonus salvadanaio matura su tutti i prodotti aderenti');
    expect(message).toContain('048812345694');
    expect(message).not.toContain('0048812345694');
  });

  it('uses the SPEC message ids', () => {
    expect(upgradeNotification(success('5', '048812345694'))).toMatchObject({
      message: { id: 'loyalty.advantageCardPage.upgrade.messages.cases.5' },
    });
    expect(UPGRADE_MESSAGES.errorTitle.id).toBe(
      'loyalty.advantageCardPage.upgrade.errors.general.title',
    );
    expect(UPGRADE_MESSAGES.errorText.id).toBe(
      'loyalty.advantageCardPage.upgrade.errors.general.text',
    );
  });

  it.each([
    ['a non-zero errorCode', { errorCode: '104', errorMessage: 'La Carta Vantaggi è bloccata.' }],
    ['an exception (no answer)', undefined],
  ])('shows the general error for %s', (_case, response) => {
    expect(text(response)).toBe(
      "L'operazione non è andata a buon fine / Non è stato possibile effettuare il passaggio a Carta Vantaggi Più",
    );
  });
});

import {
  upgradeMessageCardNumber,
  type UpgradeCaseId,
  type UpgradeResponse,
} from '@iper/contracts';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** SPEC §4, §8: the texts of the upgrade notification, under the SPEC's message ids. */
export const UPGRADE_MESSAGES = defineMessages({
  successTitle: {
    id: 'loyalty.advantageCardPage.upgrade.messages.title',
    defaultMessage: 'Benvenuto in Carta Vantaggi Più',
  },
  case2: {
    id: 'loyalty.advantageCardPage.upgrade.messages.cases.2',
    defaultMessage:
      'Il passaggio a Carta Vantaggi Più è completato. Il numero della tua nuova carta digitale è {cardNumber}: mostralo in cassa dalla pagina Carta Vantaggi.',
  },
  case5: {
    id: 'loyalty.advantageCardPage.upgrade.messages.cases.5',
    defaultMessage:
      'La tua carta {cardNumber} ora è una Carta Vantaggi Più: da oggi il bonus salvadanaio matura su tutti i prodotti aderenti.',
  },
  case6: {
    id: 'loyalty.advantageCardPage.upgrade.messages.cases.6',
    defaultMessage:
      'Il passaggio a Carta Vantaggi Più è completato. La tua vecchia carta è sostituita dalla nuova carta digitale numero {cardNumber}.',
  },
  errorTitle: {
    id: 'loyalty.advantageCardPage.upgrade.errors.general.title',
    defaultMessage: "L'operazione non è andata a buon fine",
  },
  errorText: {
    id: 'loyalty.advantageCardPage.upgrade.errors.general.text',
    defaultMessage: 'Non è stato possibile effettuare il passaggio a Carta Vantaggi Più',
  },
});

const CASE_MESSAGES: Record<UpgradeCaseId, MessageDescriptor> = {
  '2': UPGRADE_MESSAGES.case2,
  '5': UPGRADE_MESSAGES.case5,
  '6': UPGRADE_MESSAGES.case6,
};

/** SPEC §4: the upgrade notification is hidden, shown as success or error, then cleared. */
export type UpgradeNotification =
  | { type: 'success'; caseId: UpgradeCaseId; message: MessageDescriptor; cardNumber: string }
  | { type: 'error'; title: MessageDescriptor; message: MessageDescriptor };

const ERROR: UpgradeNotification = {
  type: 'error',
  title: UPGRADE_MESSAGES.errorTitle,
  message: UPGRADE_MESSAGES.errorText,
};

/**
 * What to tell the customer after an upgrade call: errorCode '0' is the case's success message
 * with the card number (zero-padded to 13, except case 5); any other errorCode, or no answer at
 * all (`undefined` for an exception), is the general error (SPEC §8).
 */
export function upgradeNotification(response: UpgradeResponse | undefined): UpgradeNotification {
  if (!response || response.errorCode !== '0' || !('caseId' in response)) return ERROR;
  const { caseId } = response;
  return {
    type: 'success',
    caseId,
    message: CASE_MESSAGES[caseId],
    cardNumber: upgradeMessageCardNumber(caseId, response.data.params.Numero_Carta_Vantaggi__c),
  };
}

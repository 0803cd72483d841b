import { useShoppingList, type ShoppingList } from '@iper/api';
import type { ShoppingListItem } from '@iper/contracts';
import { Button, formatDate, Loading, Modal, Notification } from '@iper/design-system';
import { Form, SubmitButton, TextField } from '@iper/design-system/forms';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import layout from '../../features/account-layout/account-layout.module.css';
import { AccountPage } from '../../features/account-layout/account-page';
import { formErrorOf } from '../../features/session/server-message';
import { splitShoppingList } from '../../domain/shopping-list';
import styles from './shopping-list-page.module.css';
import { useLocalizedPath } from '../../features/locale/use-localized-path';
import { OfflineListNotice } from '../../features/shopping-list-offline/offline-list-notice';
import { useOfflineShoppingList } from '../../features/shopping-list-offline/use-offline-shopping-list';

function Items({
  items,
  list,
  label,
}: {
  items: ShoppingListItem[];
  list: ShoppingList;
  label: string;
}) {
  const intl = useIntl();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <label>
            <input
              type="checkbox"
              checked={item.checked}
              onChange={(event) => void list.check(item.id, event.target.checked)}
            />
            <span className={item.checked ? styles.checked : undefined}>{item.label}</span>
            {item.promotionEndsOn && (
              <span className={styles.promo}>
                <FormattedMessage
                  id="account.shoppingList.promoUntil"
                  defaultMessage="promo fino al {date}"
                  values={{ date: formatDate(item.promotionEndsOn) }}
                />
              </span>
            )}
          </label>
          <button
            type="button"
            className={styles.remove}
            aria-label={intl.formatMessage(
              { id: 'account.shoppingList.removeItem', defaultMessage: 'Rimuovi {label}' },
              { label: item.label },
            )}
            onClick={() => void list.remove(item.id)}
          >
            <FormattedMessage id="account.shoppingList.remove" defaultMessage="Rimuovi" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /account/lista-spesa: the shopping list, for visitors too (kept on this device and merged into
 * the account at login). Expired promotion items sit under 'Dalle promozioni precedenti'.
 */
export function Component() {
  const localized = useLocalizedPath();
  const intl = useIntl();
  // Ticks work with no network too (issue 33): kept on the device and sent when it is back.
  const list = useOfflineShoppingList(useShoppingList());
  const [confirming, setConfirming] = useState(false);
  // A new form after each addition: empty, and with no message from the previous submit.
  const [addFormKey, setAddFormKey] = useState(0);
  const { current, previousPromotions } = splitShoppingList(list.items);
  const itemsSection = useRef<HTMLElement>(null);
  useEffect(() => {
    if (addFormKey > 0)
      itemsSection.current?.querySelector<HTMLInputElement>('input[name="label"]')?.focus();
  }, [addFormKey]);

  async function add(values: { label?: string }) {
    // Checked on submit only: an empty field the shopper just leaves is not an error.
    if (!values.label?.trim()) {
      return {
        label: intl.formatMessage({
          id: 'account.shoppingList.labelMissing',
          defaultMessage: 'Scrivi il nome del prodotto.',
        }),
      };
    }
    return formErrorOf(async () => {
      await list.add(values.label ?? '');
      setAddFormKey((key) => key + 1);
    });
  }

  return (
    <AccountPage
      title={
        <FormattedMessage id="account.shoppingList.title" defaultMessage="Lista della spesa" />
      }
      lead={
        <FormattedMessage
          id="account.shoppingList.lead"
          defaultMessage="Scrivi cosa ti serve e spunta i prodotti mentre fai la spesa."
        />
      }
      withNav={list.mode === 'account'}
    >
      {list.mode === 'guest' && (
        <Notification type="info">
          <FormattedMessage
            id="account.shoppingList.guest"
            defaultMessage="La lista è salvata su questo dispositivo. Accedi per ritrovarla ovunque: la aggiungeremo al tuo account."
          />{' '}
          <Link
            to={localized(
              `/accedi?redirect=${encodeURIComponent(localized('/account/lista-spesa'))}`,
            )}
          >
            <FormattedMessage id="account.shoppingList.login" defaultMessage="Accedi" />
          </Link>
        </Notification>
      )}
      {list.mode === 'account' && (
        <OfflineListNotice online={list.online} pendingCount={list.pendingCount} />
      )}
      {list.mode === 'loading' && !list.isError && <Loading />}
      {list.isError && (
        <Notification type="error">
          <FormattedMessage
            id="account.shoppingList.error"
            defaultMessage="Non riusciamo a caricare la lista in questo momento. Riprova più tardi."
          />
        </Notification>
      )}
      {list.mode !== 'loading' && (
        <>
          <section ref={itemsSection} className={layout.section} aria-labelledby="lista-prodotti">
            <h2 id="lista-prodotti">
              <FormattedMessage id="account.shoppingList.items" defaultMessage="Da comprare" />
            </h2>
            <Form<{ label?: string }>
              key={addFormKey}
              onSubmit={add}
              aria-label="Aggiungi un prodotto"
              className={styles.addForm}
            >
              <TextField
                name="label"
                label={intl.formatMessage({
                  id: 'account.shoppingList.product',
                  defaultMessage: 'Prodotto',
                })}
                rules="length:1,120"
                maxLength={120}
                autoComplete="off"
              />
              <SubmitButton>
                <FormattedMessage id="account.shoppingList.add" defaultMessage="Aggiungi" />
              </SubmitButton>
            </Form>
            {current.length === 0 ? (
              <p className={styles.empty}>
                <FormattedMessage
                  id="account.shoppingList.empty"
                  defaultMessage="La lista è vuota: aggiungi il primo prodotto."
                />
              </p>
            ) : (
              <Items
                items={current}
                list={list}
                label={intl.formatMessage({
                  id: 'account.shoppingList.itemsLabel',
                  defaultMessage: 'Prodotti da comprare',
                })}
              />
            )}
          </section>
          {previousPromotions.length > 0 && (
            <section className={layout.section} aria-labelledby="promozioni-precedenti">
              <h2 id="promozioni-precedenti">
                <FormattedMessage
                  id="account.shoppingList.previousPromotions"
                  defaultMessage="Dalle promozioni precedenti"
                />
              </h2>
              <p className={styles.empty}>
                <FormattedMessage
                  id="account.shoppingList.previousPromotionsHint"
                  defaultMessage="Queste promozioni sono terminate: il prezzo in negozio potrebbe essere cambiato."
                />
              </p>
              <Items
                items={previousPromotions}
                list={list}
                label={intl.formatMessage({
                  id: 'account.shoppingList.previousLabel',
                  defaultMessage: 'Prodotti delle promozioni precedenti',
                })}
              />
            </section>
          )}
          {list.items.length > 0 && (
            <div className={layout.actions}>
              <Button theme="ghost" onClick={() => setConfirming(true)}>
                <FormattedMessage
                  id="account.shoppingList.clear"
                  defaultMessage="Svuota la lista"
                />
              </Button>
            </div>
          )}
        </>
      )}
      <Modal
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="s"
        title={
          <FormattedMessage
            id="account.shoppingList.confirmTitle"
            defaultMessage="Svuotare la lista?"
          />
        }
        footer={
          <>
            <Button
              onClick={() => {
                setConfirming(false);
                void list.clear();
              }}
            >
              <FormattedMessage
                id="account.shoppingList.confirmClear"
                defaultMessage="Elimina tutto"
              />
            </Button>
            <Button theme="ghost" onClick={() => setConfirming(false)}>
              <FormattedMessage id="account.shoppingList.confirmCancel" defaultMessage="Annulla" />
            </Button>
          </>
        }
      >
        <p>
          <FormattedMessage
            id="account.shoppingList.confirmText"
            defaultMessage="Vuoi eliminare tutti i {count, plural, one {# prodotto} other {# prodotti}} della lista? Non potrai annullare."
            values={{ count: list.items.length }}
          />
        </p>
      </Modal>
    </AccountPage>
  );
}

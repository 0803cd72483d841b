import {
  Button,
  CardList,
  formatDate,
  formatPrice,
  formatTime,
  Loading,
  Notification,
  Toggle,
  VisuallyHidden,
} from '@iper/design-system';
import type { ReceiptSummary } from '@iper/contracts';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import {
  useAccountReceiptFavouriteMutation,
  useAccountReceiptQuery,
  useAccountReceiptsDigitalOnlyMutation,
  useAccountReceiptsQuery,
} from '../../api/account-api';
import layout from '../../features/account-layout/account-layout.module.css';
import cardList from '../../features/account-layout/card-list.module.css';
import { AccountPage } from '../../features/account-layout/account-page';
import styles from './receipts-page.module.css';

const RECEIPT_PARAM = 'scontrino';

function FavouriteButton({ receipt }: { receipt: ReceiptSummary }) {
  const intl = useIntl();
  const [setFavourite, { isLoading }] = useAccountReceiptFavouriteMutation();
  return (
    <button
      type="button"
      className={styles.favourite}
      aria-pressed={receipt.isFavourite}
      aria-label={intl.formatMessage(
        {
          id: 'account.receipts.favouriteLabel',
          defaultMessage: 'Preferito: scontrino del {date}',
        },
        { date: formatDate(receipt.issuedAt) },
      )}
      disabled={isLoading}
      onClick={() => void setFavourite({ id: receipt.id, favourite: !receipt.isFavourite })}
    >
      <span className={styles.star} aria-hidden="true">
        {receipt.isFavourite ? '★' : '☆'}
      </span>
      <FormattedMessage id="account.receipts.favourite" defaultMessage="Preferito" />
    </button>
  );
}

function ReceiptDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { data: receipt, isLoading, isError } = useAccountReceiptQuery(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (receipt) heading.current?.focus();
  }, [receipt]);
  return (
    <section className={layout.section} aria-labelledby="dettaglio-scontrino">
      {isLoading && <Loading />}
      {isError && (
        <Notification type="error">
          <FormattedMessage
            id="account.receipts.detailError"
            defaultMessage="Questo scontrino non è disponibile."
          />
        </Notification>
      )}
      {receipt && (
        <>
          <h2 id="dettaglio-scontrino" ref={heading} tabIndex={-1}>
            <FormattedMessage
              id="account.receipts.detailTitle"
              defaultMessage="Scontrino del {date} alle {time}"
              values={{
                date: formatDate(receipt.issuedAt),
                time: formatTime(new Date(receipt.issuedAt)),
              }}
            />
          </h2>
          <p className={styles.meta}>
            {receipt.storeName} ·{' '}
            <FormattedMessage
              id="account.receipts.number"
              defaultMessage="n. {number}"
              values={{ number: receipt.number }}
            />{' '}
            · {receipt.paymentMethod}
          </p>
          <table className={styles.table}>
            <caption>
              <FormattedMessage id="account.receipts.lines" defaultMessage="Prodotti acquistati" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="account.receipts.product" defaultMessage="Prodotto" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="account.receipts.quantity" defaultMessage="Quantità" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="account.receipts.unitPrice" defaultMessage="Prezzo" />
                </th>
                <th scope="col" className={styles.number}>
                  <FormattedMessage id="account.receipts.amount" defaultMessage="Importo" />
                </th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line, index) => (
                <tr key={`${index}-${line.description}`}>
                  <td>{line.description}</td>
                  <td className={styles.number}>{line.quantity.toLocaleString('it-IT')}</td>
                  <td className={styles.number}>{formatPrice(line.unitPrice)}</td>
                  <td className={styles.number}>{formatPrice(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className={styles.totals}>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.receipts.subtotal" defaultMessage="Subtotale" />
              </dt>
              <dd>{formatPrice(receipt.subtotal)}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <FormattedMessage
                  id="account.receipts.discount"
                  defaultMessage="Sconti Carta Vantaggi"
                />
              </dt>
              <dd>{receipt.discount > 0 ? `−${formatPrice(receipt.discount)}` : formatPrice(0)}</dd>
            </div>
            <div className={styles.row}>
              <dt className={styles.grand}>
                <FormattedMessage id="account.receipts.total" defaultMessage="Totale" />
              </dt>
              <dd className={styles.grand}>{formatPrice(receipt.total)}</dd>
            </div>
            <div className={styles.row}>
              <dt>
                <FormattedMessage id="account.receipts.points" defaultMessage="Punti guadagnati" />
              </dt>
              <dd>{receipt.pointsEarned}</dd>
            </div>
          </dl>
        </>
      )}
      <div className={layout.actions}>
        <Button theme="ghost" onClick={onClose}>
          <FormattedMessage id="account.receipts.backToList" defaultMessage="Torna all'elenco" />
        </Button>
      </div>
    </section>
  );
}

/** /account/scontrini-digitali: receipts with their details, favourites and the digital-only choice. */
export function Component() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const openId = params.get(RECEIPT_PARAM);
  const { data, isLoading, isError } = useAccountReceiptsQuery();
  const [setDigitalOnly, digitalOnlyState] = useAccountReceiptsDigitalOnlyMutation();

  const open = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(RECEIPT_PARAM, id);
      else next.delete(RECEIPT_PARAM);
      return next;
    });

  return (
    <AccountPage
      title={<FormattedMessage id="account.receipts.title" defaultMessage="Scontrini digitali" />}
      lead={
        <FormattedMessage
          id="account.receipts.lead"
          defaultMessage="Gli scontrini dei tuoi acquisti con la Carta Vantaggi, sempre con te."
        />
      }
    >
      {isLoading && <Loading />}
      {isError && (
        <Notification type="error">
          <FormattedMessage
            id="account.receipts.error"
            defaultMessage="Non riusciamo a caricare gli scontrini in questo momento. Riprova più tardi."
          />
        </Notification>
      )}
      {data && (
        <>
          <section className={layout.section} aria-labelledby="solo-digitale">
            <h2 id="solo-digitale">
              <FormattedMessage
                id="account.receipts.digitalOnlyTitle"
                defaultMessage="Scontrino solo digitale"
              />
            </h2>
            <Toggle
              label={intl.formatMessage({
                id: 'account.receipts.digitalOnly',
                defaultMessage: 'Ricevi solo lo scontrino digitale',
              })}
              description={intl.formatMessage({
                id: 'account.receipts.digitalOnlyHint',
                defaultMessage: 'Alla cassa non stampiamo lo scontrino di carta: lo trovi qui.',
              })}
              checked={data.digitalOnly}
              isDisabled={digitalOnlyState.isLoading}
              onChange={(checked) => void setDigitalOnly(checked)}
            />
          </section>
          {openId && <ReceiptDetail id={openId} onClose={() => open(null)} />}
          <section className={layout.section} aria-labelledby="elenco-scontrini">
            <h2 id="elenco-scontrini">
              <FormattedMessage id="account.receipts.listTitle" defaultMessage="I tuoi scontrini" />
            </h2>
            {data.receipts.length === 0 ? (
              <p className={styles.meta}>
                <FormattedMessage
                  id="account.receipts.empty"
                  defaultMessage="Non hai ancora scontrini digitali: arriveranno con la prossima spesa con la Carta Vantaggi."
                />
              </p>
            ) : (
              <CardList layout="stack">
                {data.receipts.map((receipt) => (
                  <li key={receipt.id} className={`${cardList.item} ${styles.receipt}`}>
                    <div>
                      <h3>
                        <FormattedMessage
                          id="account.receipts.itemTitle"
                          defaultMessage="{date} · {store}"
                          values={{ date: formatDate(receipt.issuedAt), store: receipt.storeName }}
                        />
                      </h3>
                      <p className={styles.meta}>
                        <FormattedMessage
                          id="account.receipts.itemMeta"
                          defaultMessage="{count, plural, one {# prodotto} other {# prodotti}} · totale {total}"
                          values={{
                            count: receipt.itemsCount,
                            total: (
                              <span className={styles.total}>{formatPrice(receipt.total)}</span>
                            ),
                          }}
                        />
                      </p>
                    </div>
                    <div className={styles.actions}>
                      <FavouriteButton receipt={receipt} />
                      <Button theme="secondary" onClick={() => open(receipt.id)}>
                        <FormattedMessage
                          id="account.receipts.details"
                          defaultMessage="Dettaglio"
                        />
                        <VisuallyHidden>
                          {' '}
                          <FormattedMessage
                            id="account.receipts.detailsOf"
                            defaultMessage="dello scontrino del {date}"
                            values={{ date: formatDate(receipt.issuedAt) }}
                          />
                        </VisuallyHidden>
                      </Button>
                    </div>
                  </li>
                ))}
              </CardList>
            )}
          </section>
        </>
      )}
    </AccountPage>
  );
}

import { useSession } from '@iper/api';
import type { Coupon } from '@iper/contracts';
import {
  Button,
  CardList,
  EmptyState,
  ErrorPanel,
  Notification,
  Skeleton,
  SkeletonGroup,
  Tabs,
} from '@iper/design-system';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CouponCard } from '../../features/coupon-card/coupon-card';
import { LoginPrompt } from '../../features/login-prompt/login-prompt';
import { COUPON_TABS, couponsOfTab, type CouponTab } from '../../domain/coupons';
import { ClearCouponsDialog } from './clear-coupons-dialog';
import { CouponStoreHeading } from './coupon-store-heading';
import { useCouponStore } from './use-coupon-store';
import { useCoupons } from './use-coupons';
import pageLead from '../../features/page-lead/page-lead.module.css';
import styles from './coupons-page.module.css';

/** /carta-vantaggi/coupon: the offer for everyone; the list, per store, for logged-in customers. */
export function Component() {
  const session = useSession();
  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="loyalty.coupons.title" defaultMessage="Coupon Carta Vantaggi" />
      </h1>
      <p className={pageLead.lead}>
        <FormattedMessage
          id="loyalty.coupons.lead"
          defaultMessage="Scegli i coupon che ti interessano e salvali sulla tua Carta Vantaggi: fino a 10 alla volta. Lo sconto si applica da solo in cassa quando presenti la carta."
        />
      </p>
      {session.status === 'unchecked' ? (
        <SkeletonGroup>
          <Skeleton shape="rect" height="10rem" />
        </SkeletonGroup>
      ) : session.isLoggedIn ? (
        <CouponList />
      ) : (
        <LoginPrompt
          redirect="/carta-vantaggi/coupon"
          title={
            <FormattedMessage
              id="loyalty.coupons.visitor.title"
              defaultMessage="Accedi per vedere i coupon"
            />
          }
          text={
            <FormattedMessage
              id="loyalty.coupons.visitor.text"
              defaultMessage="I coupon sono riservati ai clienti con Carta Vantaggi: accedi al tuo account per vederli e salvarli, o registrati e richiedi la carta digitale gratuita."
            />
          }
        />
      )}
    </div>
  );
}

function CouponList() {
  const intl = useIntl();
  const store = useCouponStore();
  const coupons = useCoupons(store.storeId, true);
  const [tab, setTab] = useState<CouponTab>('tutti');
  const [confirmClear, setConfirmClear] = useState(false);
  const { list } = coupons;

  if (list.isError) {
    return (
      <ErrorPanel
        title={intl.formatMessage({
          id: 'loyalty.coupons.error.title',
          defaultMessage: 'Non riusciamo a caricare i coupon',
        })}
        onRetry={() => void list.refetch()}
      />
    );
  }

  const all = list.data?.coupons ?? [];
  const counts = Object.fromEntries(
    COUPON_TABS.map((id) => [id, couponsOfTab(all, id, coupons.today).length]),
  ) as Record<CouponTab, number>;
  const labels: Record<CouponTab, string> = {
    tutti: intl.formatMessage(
      { id: 'loyalty.coupons.tabs.all', defaultMessage: 'Tutti ({count})' },
      { count: counts.tutti },
    ),
    miei: intl.formatMessage(
      { id: 'loyalty.coupons.tabs.mine', defaultMessage: 'I miei coupon ({count})' },
      { count: counts.miei },
    ),
    'per-te': intl.formatMessage(
      { id: 'loyalty.coupons.tabs.chosen', defaultMessage: 'Scelti per te ({count})' },
      { count: counts['per-te'] },
    ),
  };

  const listOf = (id: CouponTab, empty: ReactNode, extra?: ReactNode) => {
    if (list.isLoading) {
      return (
        <SkeletonGroup>
          <Skeleton shape="rect" height="8rem" />
        </SkeletonGroup>
      );
    }
    const items = couponsOfTab(all, id, coupons.today);
    return (
      <>
        {extra}
        {items.length === 0 ? (
          empty
        ) : (
          <CardList aria-label={labels[id]}>
            {items.map((coupon: Coupon) => (
              <li key={coupon.id}>
                <CouponCard
                  coupon={coupon}
                  today={coupons.today}
                  isBusy={coupons.busy.has(coupon.id)}
                  onSave={coupons.onSave}
                  onUnsave={coupons.onUnsave}
                  isAnchor={id === 'tutti'}
                />
              </li>
            ))}
          </CardList>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="coupon-list-title" className={styles.section}>
      <CouponStoreHeading store={store} />
      <p className={styles.counter} aria-live="polite">
        <FormattedMessage
          id="loyalty.coupons.counter"
          defaultMessage="Coupon salvati: {count} di {max}"
          values={{ count: coupons.savedCount, max: coupons.savedMax }}
        />
      </p>
      {coupons.message && (
        <Notification
          type={coupons.message.type}
          onClose={coupons.clearMessage}
          className={styles.message}
        >
          {coupons.message.text}
        </Notification>
      )}
      <Tabs
        label={intl.formatMessage({ id: 'loyalty.coupons.tabs.label', defaultMessage: 'Coupon' })}
        selectedId={tab}
        onChange={(id) => setTab(id as CouponTab)}
        items={[
          {
            id: 'tutti',
            label: labels.tutti,
            content: listOf(
              'tutti',
              <EmptyState
                headingLevel={3}
                icon="store"
                title={
                  <FormattedMessage
                    id="loyalty.coupons.empty.store"
                    defaultMessage="Nessun coupon nel punto vendita selezionato"
                  />
                }
                text={
                  <FormattedMessage
                    id="loyalty.coupons.empty.storeText"
                    defaultMessage="Torna a trovarci presto: ogni settimana arrivano coupon nuovi."
                  />
                }
              />,
            ),
          },
          {
            id: 'miei',
            label: labels.miei,
            content: listOf(
              'miei',
              <EmptyState
                headingLevel={3}
                icon="gift"
                title={
                  <FormattedMessage
                    id="loyalty.coupons.empty.mine"
                    defaultMessage="Non hai coupon salvati"
                  />
                }
                text={
                  <FormattedMessage
                    id="loyalty.coupons.empty.mineText"
                    defaultMessage="Salva i coupon che ti interessano dalla scheda Tutti."
                  />
                }
              />,
              counts.miei > 0 && (
                <div className={styles.toolbar}>
                  <Button
                    theme="secondary"
                    size="s"
                    icon="trash"
                    onClick={() => setConfirmClear(true)}
                  >
                    <FormattedMessage
                      id="loyalty.coupons.clear.action"
                      defaultMessage="Elimina tutti"
                    />
                  </Button>
                </div>
              ),
            ),
          },
          {
            id: 'per-te',
            label: labels['per-te'],
            content: listOf(
              'per-te',
              <EmptyState
                headingLevel={3}
                icon="heart"
                title={
                  <FormattedMessage
                    id="loyalty.coupons.empty.chosen"
                    defaultMessage="Nessun coupon scelto per te in questo momento"
                  />
                }
                text={
                  <FormattedMessage
                    id="loyalty.coupons.empty.chosenText"
                    defaultMessage="Li scegliamo in base ai tuoi acquisti con la Carta Vantaggi."
                  />
                }
              />,
            ),
          },
        ]}
      />
      <ClearCouponsDialog
        isOpen={confirmClear}
        count={counts.miei}
        isClearing={coupons.isClearing}
        onCancel={() => setConfirmClear(false)}
        onConfirm={async () => {
          if (await coupons.onClear()) setConfirmClear(false);
        }}
      />
    </section>
  );
}

import { useSession, useSessionAccountInfoQuery } from '@iper/api';
import { Loading } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import layout from '../../features/account-layout/account-layout.module.css';
import { AccountNav } from '../../features/account-layout/account-nav';
import { FavouriteStoreSection } from './favourite-store-section';
import { LoyaltyCardSection } from './loyalty-card-section';
import { PrivacySection } from './privacy-section';
import { ProfilingSection } from './profiling-section';

/** /account: the account home with the card, the favourite store, profiling and privacy. */
export function Component() {
  const session = useSession();
  const { data: info } = useSessionAccountInfoQuery(undefined, { skip: !session.isLoggedIn });
  return (
    <div className={layout.page}>
      <header className={layout.header}>
        <h1>
          <FormattedMessage id="account.accountHome.title" defaultMessage="Il mio account" />
        </h1>
        {session.user && (
          <p className={layout.lead}>
            <FormattedMessage
              id="account.accountHome.hello"
              defaultMessage="Ciao {name}, qui trovi la tua carta e le tue preferenze."
              values={{ name: session.user.name }}
            />
          </p>
        )}
      </header>
      <AccountNav />
      {!info ? (
        <Loading />
      ) : (
        <>
          <LoyaltyCardSection isCardOwner={session.isCardOwner} />
          <FavouriteStoreSection storeId={info.data.storeId} />
          <ProfilingSection profiling={info.profiling} />
          <PrivacySection preferences={info.preferences} />
        </>
      )}
    </div>
  );
}

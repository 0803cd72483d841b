import { useSession, useSessionAccountInfoQuery } from '@iper/api';
import { Loading } from '@iper/design-system';
import { FormattedMessage } from 'react-intl';
import { AccountPage } from '../../features/account-layout/account-page';
import { FavouriteStoreSection } from './favourite-store-section';
import { LoyaltyCardSection } from './loyalty-card-section';
import { PrivacySection } from './privacy-section';
import { ProfilingSection } from './profiling-section';

/** /account: the account home with the card, the favourite store, profiling and privacy. */
export function Component() {
  const session = useSession();
  const { data: info } = useSessionAccountInfoQuery(undefined, { skip: !session.isLoggedIn });
  return (
    <AccountPage
      title={<FormattedMessage id="account.accountHome.title" defaultMessage="Il mio account" />}
      lead={
        session.user && (
          <FormattedMessage
            id="account.accountHome.hello"
            defaultMessage="Ciao {name}, qui trovi la tua carta e le tue preferenze."
            values={{ name: session.user.name }}
          />
        )
      }
    >
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
    </AccountPage>
  );
}

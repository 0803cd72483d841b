import type { SocialProviderId } from '@iper/contracts';
import { Button } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  useAccountSocialProvidersQuery,
  useAccountSocialStartMutation,
} from '../../api/identity-api';
import styles from '../../features/auth-layout/auth-layout.module.css';
import { leaveSiteFor } from '../../features/session/leave-site';

const PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

/** One button per social provider the site has configured; none when there is none. */
export function SocialButtons({
  redirect,
  onFailure,
}: {
  redirect: string;
  onFailure: (provider: SocialProviderId) => void;
}) {
  const { data } = useAccountSocialProvidersQuery();
  const [start] = useAccountSocialStartMutation();
  const [pending, setPending] = useState<SocialProviderId | null>(null);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  async function signIn(provider: SocialProviderId) {
    setPending(provider);
    try {
      const { url } = await start({ provider, redirect }).unwrap();
      leaveSiteFor(url);
    } catch {
      setPending(null);
      onFailure(provider);
    }
  }

  return (
    <>
      <p className={styles.divider}>
        <FormattedMessage id="account.login.or" defaultMessage="oppure" />
      </p>
      <ul className={styles.social} aria-label="Accedi con un altro servizio">
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              theme="secondary"
              fluid
              isLoading={pending === provider}
              onClick={() => void signIn(provider)}
            >
              <FormattedMessage
                id="account.login.social"
                defaultMessage="Accedi con {provider}"
                values={{ provider: PROVIDER_NAMES[provider] }}
              />
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

export { PROVIDER_NAMES };

import { Button } from '@iper/design-system';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './login-prompt.module.css';

export interface LoginPromptProps {
  /** Where the visitor comes back to after logging in. */
  redirect: string;
  title: ReactNode;
  text: ReactNode;
  headingLevel?: 2 | 3;
}

/** Asks a visitor to log in (or register) first, then brings them back where they were. */
export function LoginPrompt({ redirect, title, text, headingLevel = 2 }: LoginPromptProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button slug={`/accedi?redirect=${encodeURIComponent(redirect)}`} fluidOnMobile>
          <FormattedMessage id="loyalty.login.action" defaultMessage="Accedi" />
        </Button>
        <Button slug="/registrazione" theme="secondary" fluidOnMobile>
          <FormattedMessage id="loyalty.login.register" defaultMessage="Registrati" />
        </Button>
      </div>
    </section>
  );
}

import type { NewsletterBlock } from '@iper/contracts';
import { CheckboxField, EmailField, Form, Link, Notification, SubmitButton } from '@iper/design-system';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContentNewsletterSubscribeMutation } from '../api/content-api';
import type { BlockProps } from './block-types';
import styles from './blocks.module.css';

interface NewsletterValues extends Record<string, unknown> {
  email?: string;
  privacy?: boolean;
}

/** Signs up for the weekly flyer by email, with the privacy notice accepted. */
export function NewsletterBlockView({ block }: BlockProps<NewsletterBlock>) {
  const intl = useIntl();
  const [subscribe] = useContentNewsletterSubscribeMutation();
  const [done, setDone] = useState<'subscribed' | 'already-subscribed'>();
  const titleId = `newsletter-${block._uid}`;
  return (
    <section className={`${styles.block} ${styles.newsletter}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{block.title}</h2>
      <p className={styles.lead}>{block.text}</p>
      {done ? (
        <Notification type="success">
          {done === 'subscribed' ? (
            <FormattedMessage id="content.newsletter.subscribed" defaultMessage="Iscrizione completata: riceverai il volantino ogni giovedì." />
          ) : (
            <FormattedMessage id="content.newsletter.already" defaultMessage="Questo indirizzo è già iscritto: riceverai il volantino ogni giovedì." />
          )}
        </Notification>
      ) : (
        <Form<NewsletterValues>
          aria-labelledby={titleId}
          onSubmit={async (values) => {
            const result = await subscribe({ email: values.email ?? '', privacy: true }).unwrap();
            setDone(result.status);
          }}
        >
          <EmailField name="email" label={intl.formatMessage({ id: 'content.newsletter.email', defaultMessage: 'La tua email' })} rules="required" autoComplete="email" />
          <CheckboxField
            name="privacy"
            rules="accepted"
            messageLabel={intl.formatMessage({ id: 'content.newsletter.privacyName', defaultMessage: 'Informativa privacy' })}
            label={
              <FormattedMessage
                id="content.newsletter.privacy"
                defaultMessage="Ho letto l’<link>informativa privacy</link>"
                values={{ link: (chunks) => <Link to="/informativa-privacy">{chunks}</Link> }}
              />
            }
          />
          <SubmitButton>
            <FormattedMessage id="content.newsletter.submit" defaultMessage="Iscriviti" />
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

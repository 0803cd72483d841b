import { Link, Notification } from '@iper/design-system';
import { EmailField, Form, PrivacyConsentField, SubmitButton } from '@iper/design-system/forms';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useContentNewsletterSubscribeMutation } from '../api/content-api';

interface NewsletterValues extends Record<string, unknown> {
  email?: string;
  privacy?: boolean;
}

/** Signs up for the weekly flyer by email, with the privacy notice accepted. */
export function NewsletterForm({ titleId }: { titleId: string }) {
  const intl = useIntl();
  const [subscribe] = useContentNewsletterSubscribeMutation();
  // The server answers the same for a new and an already subscribed address (it reveals nobody's).
  const [done, setDone] = useState(false);
  return done ? (
    <Notification type="success">
      <FormattedMessage
        id="content.newsletter.subscribed"
        defaultMessage="Iscrizione completata: riceverai il volantino ogni giovedì."
      />
    </Notification>
  ) : (
    <Form<NewsletterValues>
      aria-labelledby={titleId}
      onSubmit={async (values) => {
        await subscribe({ email: values.email ?? '', privacy: true }).unwrap();
        setDone(true);
      }}
    >
      <EmailField
        name="email"
        label={intl.formatMessage({
          id: 'content.newsletter.email',
          defaultMessage: 'La tua email',
        })}
        rules="required"
        autoComplete="email"
      />
      <PrivacyConsentField
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
  );
}

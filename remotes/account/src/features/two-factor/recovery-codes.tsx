import { Button, Notification } from '@iper/design-system';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import layout from '../account-layout/account-layout.module.css';
import styles from './two-factor-section.module.css';

const FILE_NAME = 'iper-codici-di-recupero.txt';

/** The codes as a text file: a heading line, then one code a line. */
function codesText(codes: string[], heading: string): string {
  return [heading, '', ...codes, ''].join('\n');
}

/**
 * The ten recovery codes, shown once (after the first code, after "Genera nuovi codici"): copy
 * them or download them as a text file, then "Ho salvato i codici" closes the panel for good.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no'>();
  const fileHeading = intl.formatMessage({
    id: 'account.twoFactor.codesFileHeading',
    defaultMessage:
      'Codici di recupero del tuo account Iper: ognuno vale una volta sola, al posto del codice dell’app.',
  });

  // The panel replaces the button that opened it: focus goes to its heading.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }

  function download() {
    const url = URL.createObjectURL(
      new Blob([codesText(codes, fileHeading)], { type: 'text/plain;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className={styles.panel}>
      <h3 ref={heading} tabIndex={-1} id="codici-di-recupero">
        <FormattedMessage
          id="account.twoFactor.codesTitle"
          defaultMessage="I tuoi codici di recupero"
        />
      </h3>
      <p>
        <FormattedMessage
          id="account.twoFactor.codesIntro"
          defaultMessage="Se non hai il telefono con te, accedi con uno di questi codici al posto di quello dell’app. Ognuno vale una volta sola. Conservali in un posto sicuro: non te li mostreremo più."
        />
      </p>
      <ol className={styles.codes} aria-labelledby="codici-di-recupero">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {copied && (
        <Notification type={copied === 'yes' ? 'success' : 'error'}>
          {copied === 'yes' ? (
            <FormattedMessage
              id="account.twoFactor.codesCopied"
              defaultMessage="Codici copiati negli appunti."
            />
          ) : (
            <FormattedMessage
              id="account.twoFactor.codesNotCopied"
              defaultMessage="Il browser non ha permesso di copiarli: scaricali o trascrivili."
            />
          )}
        </Notification>
      )}
      <div className={layout.actions}>
        <Button theme="secondary" size="s" onClick={() => void copy()}>
          <FormattedMessage id="account.twoFactor.codesCopy" defaultMessage="Copia i codici" />
        </Button>
        <Button theme="secondary" size="s" icon="download" onClick={download}>
          <FormattedMessage
            id="account.twoFactor.codesDownload"
            defaultMessage="Scarica i codici (.txt)"
          />
        </Button>
        <Button theme="primary" size="s" onClick={onDone}>
          <FormattedMessage id="account.twoFactor.codesDone" defaultMessage="Ho salvato i codici" />
        </Button>
      </div>
    </div>
  );
}

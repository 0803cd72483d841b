import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../button/button';
import styles from './error-panel.module.css';

export interface ErrorPanelProps {
  title?: string;
  text?: string;
  onRetry?: () => void;
  /** 1 where the panel stands for the whole page (the page's remote could not load): its h1. */
  headingLevel?: 1 | 2;
}

/**
 * Shown in place of a part of the page that could not load (a remote that is down, a failed
 * request). The rest of the page keeps working; the panel offers a retry and takes focus so a
 * screen reader announces what happened.
 */
export function ErrorPanel({ title, text, onRetry, headingLevel = 2 }: ErrorPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.panel} role="alert" tabIndex={-1} ref={ref}>
      <Heading className={styles.title}>
        {title ?? (
          <FormattedMessage
            id="errorPanel.title"
            defaultMessage="Questa sezione non è disponibile al momento"
          />
        )}
      </Heading>
      <p className={styles.text}>
        {text ?? (
          <FormattedMessage
            id="errorPanel.text"
            defaultMessage="Il resto del sito funziona normalmente. Riprova tra qualche istante."
          />
        )}
      </p>
      {onRetry && (
        <Button theme="secondary" onClick={onRetry}>
          <FormattedMessage id="errorPanel.retry" defaultMessage="Riprova" />
        </Button>
      )}
    </div>
  );
}

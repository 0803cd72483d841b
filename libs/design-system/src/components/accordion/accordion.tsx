import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../utils/class-names';
import { Icon } from '../icon/icon';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of the titles, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Lets several panels stay open (FAQ); otherwise opening one closes the others. */
  allowMultiple?: boolean;
  defaultOpenIds?: string[];
  className?: string;
}

/** An accordion (WAI-ARIA accordion pattern): headings holding buttons with aria-expanded. */
export function Accordion({
  items,
  headingLevel = 3,
  allowMultiple = false,
  defaultOpenIds = [],
  className,
}: AccordionProps) {
  const [open, setOpen] = useState<string[]>(defaultOpenIds);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id)
        ? current.filter((other) => other !== id)
        : allowMultiple
          ? [...current, id]
          : [id],
    );
  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <Icon name={isOpen ? 'chevron-up' : 'chevron-down'} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className={styles.panel}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

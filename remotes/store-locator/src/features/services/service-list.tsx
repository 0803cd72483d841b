import { VisuallyHidden } from '@iper/design-system';
import type { ServiceGroup } from '@iper/api';
import type { StoreService } from '@iper/contracts';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { serviceTarget } from '../../domain/service-links';
import styles from './service-list.module.css';

/** A service's title, linked per SPEC §3: none, external (new tab), its PDF, or a page of the site. */
export function ServiceLink({ service }: { service: StoreService }) {
  const target = serviceTarget(service);
  switch (target.kind) {
    case 'external':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {service.title}
          <VisuallyHidden>
            {' '}
            <FormattedMessage
              id="storeLocator.services.newTab"
              defaultMessage="(si apre in una nuova scheda)"
            />
          </VisuallyHidden>
        </a>
      );
    case 'pdf':
      return (
        <a href={target.href} type="application/pdf">
          {service.title} <FormattedMessage id="storeLocator.services.pdf" defaultMessage="(PDF)" />
        </a>
      );
    case 'internal':
      return <Link to={target.to}>{service.title}</Link>;
    default:
      return <span>{service.title}</span>;
  }
}

export function ServiceGroups({ groups }: { groups: ServiceGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section
          key={group.category.uuid}
          aria-labelledby={`service-category-${group.category.uuid}`}
        >
          <h3 id={`service-category-${group.category.uuid}`} className={styles.category}>
            {group.category.name}
          </h3>
          <ul className={styles.list}>
            {group.services.map((service) => (
              <li key={service.id} className={styles.item}>
                <ServiceLink service={service} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

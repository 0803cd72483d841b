import type { StoreService } from '@iper/contracts';

/** SPEC §3: empty if noDetails, else the external link, else the pdf file name, else the slug. */
export function serviceLink(
  service: Pick<StoreService, 'noDetails' | 'externalLink' | 'pdf' | 'slug'>,
): string {
  if (service.noDetails) return '';
  return service.externalLink || service.pdf?.filename || service.slug || '';
}

export type ServiceTarget =
  | { kind: 'none' }
  | { kind: 'external'; href: string }
  | { kind: 'pdf'; href: string }
  | { kind: 'internal'; to: string };

/**
 * How to render a service's link (SPEC §2 Links): http(s)/ftp addresses open in a new tab, a PDF
 * opens as a file, anything else is a page of the site; no link, no anchor.
 */
export function serviceTarget(
  service: Pick<StoreService, 'noDetails' | 'externalLink' | 'pdf' | 'slug'>,
): ServiceTarget {
  const link = serviceLink(service);
  if (!link) return { kind: 'none' };
  if (/^(https?|ftp):\/\//i.test(link)) return { kind: 'external', href: link };
  if (/\.pdf$/i.test(link)) return { kind: 'pdf', href: link.startsWith('/') ? link : `/${link}` };
  return { kind: 'internal', to: link.startsWith('/') ? link : `/${link}` };
}

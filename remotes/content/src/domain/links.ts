import type { SbLink } from '@iper/contracts';

/**
 * The address of a Storyblok link field, for the design system's Link (which applies the site's
 * link rules: new tab for external addresses, PDF rewriting, no trailing slash). A story link
 * points at the page of that story; 'home' is the site's root.
 */
export function linkHref(link: SbLink | undefined | null): string | undefined {
  if (!link) return undefined;
  const anchor = link.anchor ? `#${link.anchor}` : '';
  switch (link.linktype) {
    case 'story': {
      const slug = (link.cached_url ?? '').replace(/^\/+|\/+$/g, '');
      if (!slug && !anchor) return undefined;
      return `${slug === 'home' ? '/' : `/${slug}`}${anchor}`;
    }
    case 'email':
      return link.email ? `mailto:${link.email}` : undefined;
    default: {
      const url = link.url || link.cached_url;
      return url ? `${url}${anchor}` : undefined;
    }
  }
}

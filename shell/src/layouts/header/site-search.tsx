import { SearchInput } from '@iper/design-system';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';

/** The results page, owned by the content remote. */
export const SEARCH_PATH = '/cerca';

/**
 * The header's site search: a search landmark that opens /cerca?q=... (flyer products, FAQ and
 * magazine). On the results page it shows the current query.
 */
export function SiteSearch({ className }: { className?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === SEARCH_PATH ? (new URLSearchParams(search).get('q') ?? '') : '';
  return (
    <SearchInput
      // A new field when the query changes elsewhere (back button, the results page's own box).
      key={current}
      className={className}
      label={intl.formatMessage({ id: 'layout.siteSearch', defaultMessage: 'Cerca nel sito' })}
      placeholder={intl.formatMessage({
        id: 'layout.siteSearchPlaceholder',
        defaultMessage: 'Prodotti, domande, articoli',
      })}
      defaultValue={current}
      name="q"
      action={SEARCH_PATH}
      onSearch={(query) => {
        if (query) void navigate(`${SEARCH_PATH}?${new URLSearchParams({ q: query })}`);
      }}
    />
  );
}

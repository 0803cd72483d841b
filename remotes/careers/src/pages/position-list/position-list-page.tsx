import type { PositionKind, PositionSort } from '@iper/contracts';
import {
  Breadcrumbs,
  Button,
  CardList,
  EmptyState,
  ErrorPanel,
  Loading,
  SearchInput,
} from '@iper/design-system';
import { usePageHead } from '@iper/routes';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useCareersPositionsQuery } from '../../api/careers-api';
import { kindOfPath, kindPage } from '../../domain/position-kinds';
import { positionsQueryOf, SEARCH_PARAMS } from '../../domain/position-search';
import { paramOfSort, SORT_OPTIONS } from '../../domain/sort-options';
import { PositionCard } from '../../features/position-card/position-card';
import { FilterSelect, type FilterOption } from './filter-select';
import { useParamUpdates } from './use-param-updates';
import pageLead from '../../features/page-lead/page-lead.module.css';
import styles from './position-list-page.module.css';

/**
 * /lavora-con-noi/posizioni-{punto-vendita,sede,mestieri-in-crescita}: the open positions of a
 * kind, with search, filters by place and function, the SPEC §3 sorts and the 'no jobs' state.
 */
export function Component() {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname) ?? 'punto-vendita';
  return <PositionList key={kind} kind={kind} />;
}

function PositionList({ kind }: { kind: PositionKind }) {
  const intl = useIntl();
  const page = kindPage(kind);
  const { params, update: updateParam, clear: clearAll } = useParamUpdates();
  const countId = useId();
  const query = positionsQueryOf(kind, params);
  const { q = '', place = '', function: businessFunction = '', sort } = query;
  const { data, isFetching, isError, refetch } = useCareersPositionsQuery(query);
  usePageHead({ title: page.title, description: page.text });

  const update = (name: keyof typeof SEARCH_PARAMS, value: string) =>
    updateParam(SEARCH_PARAMS[name], value);
  const filtered = Boolean(q || place || businessFunction);

  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[{ label: 'Lavora con noi', to: '/lavora-con-noi' }, { label: page.title }]}
      />
      <h1>{page.title}</h1>
      <p className={pageLead.lead}>{page.text}</p>

      <div className={styles.tools}>
        <SearchInput
          key={q}
          label={intl.formatMessage({
            id: 'careers.list.searchLabel',
            defaultMessage: 'Cerca tra le posizioni',
          })}
          showLabel
          placeholder={intl.formatMessage({
            id: 'careers.list.searchPlaceholder',
            defaultMessage: 'Ruolo, reparto, città…',
          })}
          defaultValue={q}
          name="q"
          onSearch={(text) => update('q', text)}
          className={styles.search}
        />
        <div className={styles.filters}>
          <FilterSelect
            label={<FormattedMessage id="careers.list.place" defaultMessage="Luogo" />}
            value={place}
            options={optionsOf(data?.places, place)}
            anyLabel={intl.formatMessage({
              id: 'careers.list.anyPlace',
              defaultMessage: 'Tutti i luoghi',
            })}
            onChange={(value) => update('place', value)}
          />
          <FilterSelect
            label={<FormattedMessage id="careers.list.function" defaultMessage="Funzione" />}
            value={businessFunction}
            options={optionsOf(data?.functions, businessFunction)}
            anyLabel={intl.formatMessage({
              id: 'careers.list.anyFunction',
              defaultMessage: 'Tutte le funzioni',
            })}
            onChange={(value) => update('function', value)}
          />
          <FilterSelect
            label={<FormattedMessage id="careers.list.sort" defaultMessage="Ordina per" />}
            value={sort}
            options={SORT_OPTIONS}
            onChange={(value) => update('sort', paramOfSort(value as PositionSort))}
          />
        </div>
      </div>

      <p id={countId} className={styles.count} role="status" aria-live="polite">
        {data && !isFetching && (
          <FormattedMessage
            id="careers.list.count"
            defaultMessage="{count, plural, =0 {Nessuna posizione aperta} one {# posizione aperta} other {# posizioni aperte}}"
            values={{ count: data.total }}
          />
        )}
      </p>

      {isError ? (
        <ErrorPanel
          title={intl.formatMessage({
            id: 'careers.list.errorTitle',
            defaultMessage: 'Non riusciamo a caricare le posizioni',
          })}
          text={intl.formatMessage({
            id: 'careers.list.errorText',
            defaultMessage: 'Controlla la connessione e riprova.',
          })}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Loading
          label={intl.formatMessage({
            id: 'careers.list.loading',
            defaultMessage: 'Caricamento delle posizioni…',
          })}
        />
      ) : data.positions.length === 0 ? (
        <EmptyState
          icon="search"
          title={intl.formatMessage({
            id: 'careers.list.emptyTitle',
            defaultMessage: 'Nessuna posizione corrisponde alla tua ricerca',
          })}
          text={
            filtered
              ? intl.formatMessage({
                  id: 'careers.list.emptyFiltered',
                  defaultMessage:
                    'Prova con altre parole o togli qualche filtro. Puoi anche inviarci una candidatura spontanea.',
                })
              : intl.formatMessage({
                  id: 'careers.list.emptyNone',
                  defaultMessage:
                    'In questo momento non ci sono posizioni aperte di questo tipo. Inviaci una candidatura spontanea.',
                })
          }
        >
          {filtered && (
            <Button
              theme="secondary"
              text={intl.formatMessage({
                id: 'careers.list.clear',
                defaultMessage: 'Cancella ricerca e filtri',
              })}
              onClick={clearAll}
            />
          )}
          <Link to="/lavora-con-noi/candidatura-spontanea" className={styles.spontaneous}>
            <FormattedMessage
              id="careers.list.spontaneous"
              defaultMessage="Candidatura spontanea"
            />
          </Link>
        </EmptyState>
      ) : (
        <CardList
          aria-label={intl.formatMessage({
            id: 'careers.list.resultsLabel',
            defaultMessage: 'Elenco delle posizioni',
          })}
          aria-describedby={countId}
          aria-busy={isFetching || undefined}
        >
          {data.positions.map((position) => (
            <li key={position.slug}>
              <PositionCard position={position} />
            </li>
          ))}
        </CardList>
      )}
    </div>
  );
}

/**
 * A filter's choices as the list's facets give them; before they arrive, the chosen value alone,
 * so a shared address shows its filter selected from the first paint.
 */
function optionsOf(facets: readonly string[] | undefined, chosen: string): FilterOption[] {
  return (facets ?? (chosen ? [chosen] : [])).map((value) => ({ value, label: value }));
}

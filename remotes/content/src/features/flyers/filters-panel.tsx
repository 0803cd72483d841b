import type { FlyerFacets } from '@iper/contracts';
import { Button, Icon, PillList } from '@iper/design-system';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  centsToEuroText,
  euroTextToCents,
  NO_FILTERS,
  toggled,
  type FlyerFilters,
} from './flyer-filters';
import styles from './flyers.module.css';
import panel from './filters-panel.module.css';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: { value: T; label: string; count: number }[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
}

function CheckboxGroup<T extends string>({
  legend,
  options,
  chosen,
  onToggle,
}: CheckboxGroupProps<T>) {
  return (
    <fieldset className={panel.fieldset}>
      <legend className={panel.legend}>{legend}</legend>
      <ul className={panel.options}>
        {options.map((option) => (
          <li key={option.value}>
            <label className={panel.option}>
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <span>
                {option.label} <span className={styles.optionCount}>({option.count})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function PriceRange({
  filters,
  onChange,
}: {
  filters: FlyerFilters;
  onChange: (filters: FlyerFilters) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const shown = (cents: number | null) =>
    cents === null ? '' : centsToEuroText(cents).replace('.', ',');
  const [min, setMin] = useState(shown(filters.minPriceCents));
  const [max, setMax] = useState(shown(filters.maxPriceCents));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      ...filters,
      minPriceCents: euroTextToCents(min),
      maxPriceCents: euroTextToCents(max),
    });
  };
  return (
    <form className={panel.fieldset} onSubmit={apply} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={panel.legend}>
        <FormattedMessage id="content.flyer.filters.price" defaultMessage="Prezzo (€)" />
      </p>
      <div className={panel.priceRange}>
        <label>
          <FormattedMessage id="content.flyer.filters.priceMin" defaultMessage="Prezzo minimo" />
          <input
            inputMode="decimal"
            pattern="\d+([,.]\d{1,2})?"
            value={min}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <label>
          <FormattedMessage id="content.flyer.filters.priceMax" defaultMessage="Prezzo massimo" />
          <input
            inputMode="decimal"
            pattern="\d+([,.]\d{1,2})?"
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
        <Button
          type="submit"
          theme="secondary"
          text={intl.formatMessage({
            id: 'content.flyer.filters.priceApply',
            defaultMessage: 'Applica prezzo',
          })}
        />
      </div>
    </form>
  );
}

/** The filters panel: categories, brands, promotion types and a price range, applied at once. */
export function FiltersPanel({
  id,
  facets,
  filters,
  onChange,
}: {
  id: string;
  facets: FlyerFacets;
  filters: FlyerFilters;
  onChange: (filters: FlyerFilters) => void;
}) {
  const intl = useIntl();
  return (
    <section
      id={id}
      className={panel.panel}
      aria-label={intl.formatMessage({
        id: 'content.flyer.filters.panel',
        defaultMessage: 'Filtri dei prodotti',
      })}
    >
      <CheckboxGroup
        legend={intl.formatMessage({
          id: 'content.flyer.filters.category',
          defaultMessage: 'Categoria',
        })}
        options={facets.categories.map((category) => ({
          value: category.id as string,
          label: category.name,
          count: category.count,
        }))}
        chosen={filters.categories}
        onToggle={(value) =>
          onChange({ ...filters, categories: toggled(filters.categories, value) })
        }
      />
      <CheckboxGroup
        legend={intl.formatMessage({
          id: 'content.flyer.filters.promotion',
          defaultMessage: 'Tipo di promozione',
        })}
        options={facets.promotionTypes.map((type) => ({
          value: type.id,
          label: type.label,
          count: type.count,
        }))}
        chosen={filters.promotionTypes}
        onToggle={(value) =>
          onChange({ ...filters, promotionTypes: toggled(filters.promotionTypes, value) })
        }
      />
      <CheckboxGroup
        legend={intl.formatMessage({ id: 'content.flyer.filters.brand', defaultMessage: 'Marca' })}
        options={facets.brands.map((brand) => ({
          value: brand.name,
          label: brand.name,
          count: brand.count,
        }))}
        chosen={filters.brands}
        onToggle={(value) => onChange({ ...filters, brands: toggled(filters.brands, value) })}
      />
      {/* A new form when the address changes the range (Back, 'Azzera filtri'). */}
      <PriceRange
        key={`${filters.minPriceCents}-${filters.maxPriceCents}`}
        filters={filters}
        onChange={onChange}
      />
    </section>
  );
}

/** The chosen filters as removable chips, and 'Azzera filtri'. */
export function ActiveFilters({
  facets,
  filters,
  onChange,
}: {
  facets: FlyerFacets;
  filters: FlyerFilters;
  onChange: (filters: FlyerFilters) => void;
}) {
  const intl = useIntl();
  const chips: { key: string; label: string; without: FlyerFilters }[] = [
    ...filters.categories.map((value) => ({
      key: `c-${value}`,
      label: facets.categories.find((category) => category.id === value)?.name ?? value,
      without: { ...filters, categories: toggled(filters.categories, value) },
    })),
    ...filters.promotionTypes.map((value) => ({
      key: `p-${value}`,
      label: facets.promotionTypes.find((type) => type.id === value)?.label ?? value,
      without: { ...filters, promotionTypes: toggled(filters.promotionTypes, value) },
    })),
    ...filters.brands.map((value) => ({
      key: `b-${value}`,
      label: value,
      without: { ...filters, brands: toggled(filters.brands, value) },
    })),
  ];
  if (filters.minPriceCents !== null || filters.maxPriceCents !== null) {
    const euro = (cents: number | null) =>
      cents === null ? '…' : `${centsToEuroText(cents).replace('.', ',')} €`;
    chips.push({
      key: 'price',
      label: `${euro(filters.minPriceCents)} – ${euro(filters.maxPriceCents)}`,
      without: { ...filters, minPriceCents: null, maxPriceCents: null },
    });
  }
  if (chips.length === 0) return null;
  return (
    <PillList
      aria-label={intl.formatMessage({
        id: 'content.flyer.filters.active',
        defaultMessage: 'Filtri attivi',
      })}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={intl.formatMessage(
              { id: 'content.flyer.filters.remove', defaultMessage: 'Togli il filtro {label}' },
              { label: chip.label },
            )}
            onClick={() => onChange(chip.without)}
          >
            {chip.label} <Icon name="close" size={16} />
          </button>
        </li>
      ))}
      <li>
        <Button
          theme="ghost"
          size="s"
          text={intl.formatMessage({
            id: 'content.flyer.filters.clear',
            defaultMessage: 'Azzera filtri',
          })}
          onClick={() => onChange(NO_FILTERS)}
        />
      </li>
    </PillList>
  );
}

import { useNavigate } from 'react-router';
import { useIntl } from 'react-intl';
import { PlaceSearch, placeLabel } from '../../features/place-search/place-search';
import { registerCatalogs } from '../../i18n/catalog';

registerCatalogs();

/**
 * The header's address autocomplete, exposed as './AddressAutocomplete': choosing a municipality
 * or postcode opens the store list around it (/punti-vendita?luogo=…&lat=…&lng=…).
 */
export default function AddressAutocomplete() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <PlaceSearch
      label={intl.formatMessage({
        id: 'storeLocator.addressAutocomplete.label',
        defaultMessage: 'Trova un punto vendita vicino a',
      })}
      onSelect={(place) => {
        const params = new URLSearchParams({
          luogo: placeLabel(place),
          lat: String(place.position.lat),
          lng: String(place.position.lng),
        });
        void navigate(`/punti-vendita?${params.toString()}`);
      }}
    />
  );
}

import { RemoteWidget } from '../../../widgets/remote-widget';
import { ShowcasePage, ShowcaseSection } from '../../showcase-page';
import { WidgetPending } from '../../widget-pending';

/** /test/store-locator: the store locator's widgets, loaded from its remote as the header does. */
export function Component() {
  return (
    <ShowcasePage
      title="Store locator"
      intro="I widget del remote store-locator: la scelta del punto vendita dell'intestazione, la ricerca per indirizzo e la mappa."
    >
      <ShowcaseSection
        title="Scelta del punto vendita"
        intro="Senza un punto vendita scelto invita a sceglierlo; scelto, ne mostra il nome e gli orari."
      >
        <RemoteWidget
          id="store_locator/StoreSelector"
          fallback={<WidgetPending what="La scelta del punto vendita" />}
        />
      </ShowcaseSection>
      <ShowcaseSection
        title="Ricerca per indirizzo"
        intro="Suggerimenti da 2 lettere o dalle prime cifre del CAP."
      >
        <RemoteWidget
          id="store_locator/AddressAutocomplete"
          fallback={<WidgetPending what="La ricerca per indirizzo" />}
        />
      </ShowcaseSection>
      <ShowcaseSection title="Mappa">
        <RemoteWidget id="store_locator/MapShowcase" fallback={<WidgetPending what="La mappa" />} />
      </ShowcaseSection>
    </ShowcasePage>
  );
}

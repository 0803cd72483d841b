import { RemoteWidget } from '../../../widgets/remote-widget';
import { ShowcasePage } from '../../showcase-page';
import { WidgetPending } from '../../widget-pending';

/** /test/map: the stores' map, owned by the store locator and loaded from it at run time. */
export function Component() {
  return (
    <ShowcasePage
      title="Mappa"
      intro="La mappa dei punti vendita (senza chiave Google, la mappa offline dell'Italia): marcatori, punto vendita scelto, posizione del cliente, nessun punto vendita. Arriva dal remote store-locator."
    >
      <RemoteWidget id="store_locator/MapShowcase" fallback={<WidgetPending what="La mappa" />} />
    </ShowcasePage>
  );
}

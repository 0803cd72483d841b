import { RemoteWidget } from '../../../widgets/remote-widget';
import { ShowcasePage } from '../../showcase-page';
import { WidgetPending } from '../../widget-pending';

/** /test/template-volantino: the flyer view's product cards, loaded from the content remote. */
export function Component() {
  return (
    <ShowcasePage
      title="Template volantino"
      intro="Le card dei prodotti del volantino: in offerta, già nella lista della spesa, senza foto (al suo posto l'illustrazione della categoria). Arrivano dal remote content."
    >
      {/* The cards' names are h3, as under the flyer view's sections. */}
      <h2>Card dei prodotti</h2>
      <RemoteWidget
        id="content/FlyerTemplate"
        fallback={<WidgetPending what="Il template del volantino" />}
      />
    </ShowcasePage>
  );
}

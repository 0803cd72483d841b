import type { FlyerProduct } from '@iper/contracts';
import { useState } from 'react';
import { registerCatalogs } from '../../i18n/catalog';
import { CARD_OFFER_COFFEE } from '../../features/flyers/demo-products';
import styles from '../../features/flyers/flyers.module.css';
import { ProductCard } from '../../features/flyers/product-card';
import template from './flyer-template.module.css';

registerCatalogs();

function demoProduct(
  extra: Partial<FlyerProduct> & Pick<FlyerProduct, 'id' | 'name'>,
): FlyerProduct {
  return {
    brand: 'Iper La grande i',
    quantity: '1 kg',
    priceCents: 199,
    previousPriceCents: 279,
    discountPercent: 29,
    promotionType: 'sconto',
    promotionLabel: 'Sconto 29%',
    categoryId: 'frutta-e-verdura',
    image: { src: '/assets/flyers/mela.svg', width: 320, height: 320 },
    validFrom: '2026-11-19',
    validTo: '2026-11-25',
    ...extra,
  };
}

/** The flyer template's product card in its states: on offer, already in the list, no picture. */
const DEMO_PRODUCTS: FlyerProduct[] = [
  demoProduct({ id: 'demo-mele', name: 'Mele Golden' }),
  demoProduct({
    id: 'demo-caffe',
    ...CARD_OFFER_COFFEE,
    image: { src: '/assets/flyers/caffe.svg', width: 320, height: 320 },
  }),
  demoProduct({
    id: 'demo-senza-foto',
    name: 'Parmigiano Reggiano DOP',
    quantity: '300 g',
    priceCents: 549,
    previousPriceCents: 699,
    discountPercent: 21,
    promotionLabel: 'Sconto 21%',
    categoryId: 'latticini-e-formaggi',
    image: { src: '', width: 320, height: 320 },
  }),
];

/** The flyer view's product grid with demo products, for the shell's /test/template-volantino. */
export default function FlyerTemplate() {
  const [inList, setInList] = useState<string[]>(['demo-caffe']);
  return (
    <ul className={`${styles.products} ${template.products}`}>
      {DEMO_PRODUCTS.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          isInList={inList.includes(product.id)}
          onAdd={(added) => setInList((list) => [...list, added.id])}
        />
      ))}
    </ul>
  );
}

import type { FlyerProduct } from '@iper/contracts';
import { Button, formatDate, Price } from '@iper/design-system';
import { Picture } from '@iper/design-system/illustrations';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './flyers.module.css';
import { productIllustration } from './product-illustration';

export interface ProductCardProps {
  product: FlyerProduct;
  isInList: boolean;
  onAdd: (product: FlyerProduct) => void;
  /** On the first screen: its picture is fetched at once, not when scrolled to (LCP). */
  priority?: boolean;
}

/** A flyer product: picture, name, brand, quantity, price (old price and discount), promotion, dates. */
export const ProductCard = memo(function ProductCard({
  product,
  isInList,
  onAdd,
  priority = false,
}: ProductCardProps) {
  const intl = useIntl();
  return (
    <li>
      <article className={styles.product} aria-labelledby={`prodotto-${product.id}`}>
        <Picture
          className={styles.productImage}
          src={product.image.src}
          fallback={productIllustration(product.categoryId)}
          width={product.image.width}
          height={product.image.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          alt=""
        />
        <span className={styles.promo}>{product.promotionLabel}</span>
        <h3 id={`prodotto-${product.id}`} className={styles.productName}>
          {product.name}
        </h3>
        <p className={styles.productMeta}>
          {product.brand} · {product.quantity}
        </p>
        <Price
          value={product.priceCents / 100}
          {...(product.previousPriceCents !== null
            ? { previousValue: product.previousPriceCents / 100 }
            : {})}
        />
        {product.discountPercent !== null && product.promotionType !== 'sconto' && (
          <p className={styles.productMeta}>
            <FormattedMessage
              id="content.flyer.discount"
              defaultMessage="-{percent}%"
              values={{ percent: product.discountPercent }}
            />
          </p>
        )}
        <p className={styles.productMeta}>
          <FormattedMessage
            id="content.flyer.productValidity"
            defaultMessage="Dal {from} al {to}"
            values={{ from: formatDate(product.validFrom), to: formatDate(product.validTo) }}
          />
        </p>
        <div className={styles.productAction}>
          <Button
            size="s"
            theme={isInList ? 'secondary' : 'primary'}
            fluid
            icon={isInList ? 'check' : 'plus'}
            aria-describedby={`prodotto-${product.id}`}
            text={
              isInList
                ? intl.formatMessage({
                    id: 'content.flyer.addAgain',
                    defaultMessage: 'Aggiungi ancora',
                  })
                : intl.formatMessage({
                    id: 'content.flyer.add',
                    defaultMessage: 'Aggiungi alla lista',
                  })
            }
            onClick={() => onAdd(product)}
          />
          {isInList && (
            <p className={styles.productMeta}>
              <FormattedMessage id="content.flyer.inList" defaultMessage="Già nella tua lista" />
            </p>
          )}
        </div>
      </article>
    </li>
  );
});

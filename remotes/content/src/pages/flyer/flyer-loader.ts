import { loadQueries, settledQuery, storesApi } from '@iper/api';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { flyersApi } from '../../api/flyers-api';

/**
 * /volantino?id=…: the flyer with its products. With no flyer named, the server does not know
 * the device's chosen store: the page offers the stores to choose from, as /lista-volantini does.
 */
export function flyerLoader(args: LoaderFunctionArgs) {
  const id = new URL(args.request.url).searchParams.get('id');
  return loadQueries(args, (store) =>
    id
      ? settledQuery(store.dispatch(flyersApi.endpoints.flyersFlyer.initiate(id)))
      : settledQuery(store.dispatch(storesApi.endpoints.storesList.initiate())),
  );
}

/**
 * The flyer's filters are in its address: choosing one loads nothing (the products came with the
 * flyer), and the view follows at once. Another flyer is another page.
 */
export function flyerShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return (
    currentUrl.searchParams.get('id') !== nextUrl.searchParams.get('id') && defaultShouldRevalidate
  );
}

import { loadQueries, settledQuery } from '@iper/api';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { flyersApi } from '../../api/flyers-api';

/** /volantino?id=…: the flyer with its products. */
export function flyerLoader(args: LoaderFunctionArgs) {
  const id = new URL(args.request.url).searchParams.get('id');
  return loadQueries(args, (store) =>
    id
      ? settledQuery(store.dispatch(flyersApi.endpoints.flyersFlyer.initiate(id)))
      : Promise.resolve(),
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

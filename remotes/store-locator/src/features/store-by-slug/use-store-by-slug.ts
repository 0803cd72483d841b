import { useStoresListQuery } from '@iper/api';
import type { Store } from '@iper/contracts';
import { useStoresOfKindQuery } from '../../api/store-locator-api';

/**
 * A store by its slug, among the hypermarkets first (the cache the list page filled), then the
 * pet-food shops and drive points. `notFound` only once every list has answered.
 */
export function useStoreBySlug(slug: string | undefined) {
  const hypermarkets = useStoresListQuery();
  const inHypermarkets = hypermarkets.data?.find((store) => store.slug === slug);
  const lookElsewhere = hypermarkets.isSuccess && !inHypermarkets;
  const pet = useStoresOfKindQuery('pet-food', { skip: !lookElsewhere });
  const drive = useStoresOfKindQuery('iper-drive', { skip: !lookElsewhere });
  const store: Store | undefined =
    inHypermarkets ??
    pet.data?.find((candidate) => candidate.slug === slug) ??
    drive.data?.find((candidate) => candidate.slug === slug);
  const settled =
    hypermarkets.isSuccess && (inHypermarkets !== undefined || (pet.isSuccess && drive.isSuccess));
  return {
    store,
    hypermarkets: hypermarkets.data ?? [],
    isLoading: !settled && !hypermarkets.isError && !pet.isError && !drive.isError,
    isError: hypermarkets.isError || pet.isError || drive.isError,
    notFound: settled && store === undefined,
    refetch: () => void hypermarkets.refetch(),
  };
}

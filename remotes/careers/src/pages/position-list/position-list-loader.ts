import { loadQueries, settledQuery } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { careersApi } from '../../api/careers-api';
import { kindOfPath } from '../../domain/position-kinds';
import { positionsQueryOf } from '../../domain/position-search';

/** /lavora-con-noi/posizioni-*: the positions the list's address asks for. */
export function positionListLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const query = positionsQueryOf(kindOfPath(url.pathname) ?? 'punto-vendita', url.searchParams);
  return loadQueries(args, (store) =>
    settledQuery(store.dispatch(careersApi.endpoints.careersPositions.initiate(query))),
  );
}

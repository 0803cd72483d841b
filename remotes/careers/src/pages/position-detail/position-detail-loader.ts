import { loadQueries, settledQuery } from '@iper/api';
import type { LoaderFunctionArgs } from 'react-router';
import { careersApi } from '../../api/careers-api';

/** /lavora-con-noi/posizioni-<kind>/:article: the position. */
export function positionDetailLoader(args: LoaderFunctionArgs) {
  return loadQueries(args, (store) =>
    settledQuery(
      store.dispatch(careersApi.endpoints.careersPosition.initiate(args.params.article ?? '')),
    ),
  );
}

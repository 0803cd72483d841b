import { describeBadInputToEndpoints } from '../testing/bad-input-endpoints';

describeBadInputToEndpoints({ part: 1, of: 3 });

import { describeBadInputToEndpoints } from '../testing/bad-input-endpoints';

describeBadInputToEndpoints({ part: 2, of: 3 });

import { describeBadInputToEndpoints } from '../testing/bad-input-endpoints';

describeBadInputToEndpoints({ part: 3, of: 3 });

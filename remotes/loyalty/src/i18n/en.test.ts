import path from 'node:path';
import { describeEnglishCatalog } from '@iper/i18n/testing';
import { messages } from './en';

// `t(id, italian)` is a page's short hand for intl.formatMessage({ id, defaultMessage }).
describeEnglishCatalog(
  path.join(__dirname, '..'),
  messages,
  [{ name: 't', idPrefix: '' }],
  'loyalty',
);

import path from 'node:path';
import { describeEnglishCatalog } from '@iper/i18n/testing';
import { messages } from './en';

// The contact form names its fields through its own `label()` helper.
describeEnglishCatalog(
  path.join(__dirname, '..'),
  messages,
  [{ name: 'label', idPrefix: 'content.contact.' }],
  'content',
);

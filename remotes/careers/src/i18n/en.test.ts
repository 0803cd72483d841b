import path from 'node:path';
import { describeEnglishCatalog } from '@iper/i18n/testing';
import { messages } from './en';

describeEnglishCatalog(path.join(__dirname, '..'), messages, [], 'careers');

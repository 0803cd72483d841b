import path from 'node:path';
import { describeEnglishCatalog } from '@iper/i18n/testing';
import { SHELL_MESSAGES_EN } from './en';

describeEnglishCatalog(path.join(__dirname, '..'), SHELL_MESSAGES_EN);

import { mountStandalone } from '@iper/remote-kit/standalone';
import { routes } from './routes';

mountStandalone(routes);

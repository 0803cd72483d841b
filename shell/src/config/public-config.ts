// The reader lives in @iper/api so the remotes (the content remote's site search) share it.
export { readPublicConfig } from '@iper/api';

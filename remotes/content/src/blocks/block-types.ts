import type { BlockBase } from '@iper/contracts';
import type { ComponentType } from 'react';

export interface BlockProps<B extends BlockBase = BlockBase> {
  block: B;
  /** Position in its list: the first block of a page may carry its h1 and its main image. */
  index: number;
}

export type BlockComponent<B extends BlockBase = BlockBase> = ComponentType<BlockProps<B>>;

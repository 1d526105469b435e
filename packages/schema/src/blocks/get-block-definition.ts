import { type BlockDefinitionOf, blockCatalogue } from './block-catalogue';
import { type BlockType, isBlockType } from './block-types';

/** The catalogue entry of a block type, or `undefined` for a name that is not a block type. */
export function getBlockDefinition<Type extends BlockType>(type: Type): BlockDefinitionOf<Type>;
export function getBlockDefinition(type: string): BlockDefinitionOf<BlockType> | undefined;
export function getBlockDefinition(type: string): BlockDefinitionOf<BlockType> | undefined {
  return isBlockType(type) ? blockCatalogue[type] : undefined;
}

// The loader of every catalogue definition, a chunk of its own in the embed build: built-in
// block modules bring their definition along, so the board loads this only for a block type
// whose module does not (a replaced built-in component, test blocks).
export { loadBlockDefinition } from '@jobboard/schema';

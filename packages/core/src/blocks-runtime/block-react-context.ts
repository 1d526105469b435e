import { createContext } from 'react';
import type { BlockContext } from './block-context';

export const BlockReactContext = createContext<BlockContext | null>(null);

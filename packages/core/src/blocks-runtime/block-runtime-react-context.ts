import { createContext } from 'react';
import type { BlockRuntime } from './block-runtime';

export const BlockRuntimeReactContext = createContext<BlockRuntime | null>(null);

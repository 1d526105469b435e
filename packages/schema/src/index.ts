export * from './blocks/index';
export * from './entities/index';
export * from './locale';
export * from './pages/index';
export * from './rules/index';

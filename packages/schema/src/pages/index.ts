export * from './create-default-site';
export * from './default-page-path';
export * from './page-catalogue';
export * from './page-compositions';
export * from './page-html-texts';
export * from './page-paths-for-locale';
export * from './page-texts';
export * from './page-type';

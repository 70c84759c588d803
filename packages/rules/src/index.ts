export * from './locales';
export * from './geo';
export * from './currencies';
export * from './limits';
export * from './countries';
export * from './validation';
export * from './formatting';
export * from './money';

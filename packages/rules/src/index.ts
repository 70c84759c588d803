export * from './locales';
export * from './geo';
export * from './currencies';
export * from './limits';

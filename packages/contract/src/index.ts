export * from './result-codes';
export * from './envelope';
export * from './headers';
export * from './session';
export * from './site';
export * from './health';

export * from './skins';
export * from './sessions';
export * from './players';
export * from './auth';
export * from './email';
export * from './documents';
export * from './responsible-gambling';
export * from './ledger';

export * from './skins';
export * from './sessions';

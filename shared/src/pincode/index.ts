export * from './rule';
export * from './cookie';

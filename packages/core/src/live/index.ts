export * from './live-constants';
export * from './live-events';
export * from './live-schemas';
export * from './live-api';
export * from './control-schemas';
export * from './coedit-schemas';

export * from './qa-schemas';

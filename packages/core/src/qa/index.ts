export * from './qa-limits';
export * from './qa-schemas';

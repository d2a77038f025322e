export * from './billing-schemas';

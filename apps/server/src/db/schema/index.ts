export * from './password-reset-tokens';
export * from './sessions';
export * from './users';

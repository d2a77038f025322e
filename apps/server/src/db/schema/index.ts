export * from './options';
export * from './password-reset-tokens';
export * from './presentations';
export * from './sessions';
export * from './slides';
export * from './users';

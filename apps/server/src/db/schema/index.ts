export * from './enums';
export * from './auth';
export * from './catalogue';
export * from './media';
export * from './billing';
export * from './activity';
export * from './platform';
export * from './viewer-profiles';

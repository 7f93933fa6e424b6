export * from './authenticate.js';
export * from './change-account-access.js';
export * from './register-account.js';
export * from './request-verification-email.js';
export * from './set-language.js';
export * from './sign-in-with-provider.js';
export * from './update-profile.js';
export * from './verify-email.js';

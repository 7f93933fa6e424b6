export { type StringField, schemasOf, stringFieldsOf } from './string-fields.js';
export { createDatabaseFromTemplate, uniqueRedisPrefix } from './test-database.js';

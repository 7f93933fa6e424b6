export { createGateway, type Gateway } from './app.js';
export { buildGatewaySchema } from './graphql/schema.js';

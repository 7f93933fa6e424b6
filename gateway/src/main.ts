import { ConfigError, loadConfig, loadGazetteer } from '@koalarent/core';
import { createGateway } from './app.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const gateway = await createGateway(config);
const port = await gateway.listen(config.PORT);
gateway.deps.logger.info({ port, url: config.publicUrl }, 'gateway listening');
// The place-name index (about half a second to read) is built right after start, not on the first place search
// or listing a visitor is waiting for.
setImmediate(() => {
  try {
    loadGazetteer();
  } catch (err) {
    gateway.deps.logger.warn({ err }, 'place names could not be loaded; they load on first use');
  }
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.deps.logger.info({ signal }, 'draining');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    gateway
      .stop()
      .then(() => {
        clearTimeout(force);
        process.exit(0);
      })
      .catch((err: unknown) => {
        gateway.deps.logger.error({ err }, 'unclean stop');
        process.exit(1);
      });
  });
}

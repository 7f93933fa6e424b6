/**
 * zod's "jitless" mode, switched on before any schema exists. Without it, the first z.object() probes whether it may
 * compile a fast parser with `new Function('')`; the gateway's Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') refuses it. zod catches the refusal, but Chromium still reports a CSP violation in its Issues
 * panel, which costs Lighthouse's best-practices score its `inspector-issues` audit on every page that loads a form
 * (issue 21 §4 asks for 100). With jitless zod skips the probe and parses with its interpreter, which it does
 * anyway under this CSP.
 *
 * It is set on zod's shared configuration object, `globalThis.__zod_globalConfig` (the object `z.config()` writes
 * to, kept on globalThis so every copy of zod shares it), rather than by calling `z.config`: importing zod here
 * would pull it into the entry chunk, and zod stays out of the first load of every public page (vite.config.ts).
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

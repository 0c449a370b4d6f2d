// Loaded before the app: zod compiles schemas with `new Function` unless told not to, and its probe for that is
// reported as a violation of the server's Content-Security-Policy (no eval). Zod reads this shared config on load.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });

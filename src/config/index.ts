export { ConfigProvider, useConfig, useWireConfig } from './ConfigProvider';
export type { ConfigProviderProps } from './ConfigProvider';
export { readEmbeddedConfiguration, serialiseEmbeddedConfiguration, EMBEDDED_CONFIG_ID } from './embedded';
export { skypeHref, telHref } from './phone';
export { isTestMode, pageInTestMode } from './testMode';
export { clockOffsetMs, noteServerTime, serverNow } from './serverClock';

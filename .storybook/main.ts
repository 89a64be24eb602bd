import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // The app's public files (vehicle pictures, logos) at the paths the components ask for, as the server serves them.
  staticDirs: ['../public'],
  // The app's rsbuild config has a web and a node (prerender) environment; stories run in the browser.
  framework: { name: 'storybook-react-rsbuild', options: { builder: { environment: 'web' } } },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  rsbuildFinal: (rsbuildConfig) => {
    rsbuildConfig.resolve ??= {};
    rsbuildConfig.resolve.alias = {
      ...(rsbuildConfig.resolve.alias as object),
      '@': new URL('../src', import.meta.url).pathname,
    };
    return rsbuildConfig;
  },
};

export default config;

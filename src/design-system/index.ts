export { DesignSystemProvider, type DesignSystemProviderProps } from './DesignSystemProvider';
export * from './theme';

export { Panel, PanelBody, PanelRoot, PanelTitle, type PanelRootProps } from './Panel';

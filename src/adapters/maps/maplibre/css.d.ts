// The stylesheet is bundled as a side effect of loading this adapter, so it splits with maplibre.
declare module 'maplibre-gl/dist/maplibre-gl.css';

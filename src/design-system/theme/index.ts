export { createBrandSystem } from './createBrandSystem';
export { baseConfig } from './base';
export { brandLayer } from './brandLayer';
export { demoBrands, londonTransfersBrand, thamesCarsBrand, type DemoBrandName } from './demoBrands';

export { Deferred } from './Deferred';

/** The operator console (issue 31): loaded only by the /operator page's chunk. */
export { OperatorConsole } from './components/OperatorConsole';

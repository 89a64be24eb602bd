export { EmailText, emailBreakParts } from './EmailText';

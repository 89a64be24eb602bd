export { TextBox, type TextBoxProps } from './TextBox';
export { DEFAULT_PHONE_COUNTRY, loadPhoneLibrary, type PhoneCountry } from './phoneCountries';

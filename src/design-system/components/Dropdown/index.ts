export { Dropdown, DROPDOWN_PANEL_MAX_HEIGHT, type DropdownOption, type DropdownProps } from './Dropdown';

export { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';
export {
  DEFAULT_TIME_ZONE,
  DEFAULT_WAITING_MINUTES,
  QUICK_MINUTES,
  WAITING_TIME_LABEL,
  formatPickupTime,
  isBeforeEarliestTime,
  type DateTimeValue,
  type MinuteStep,
  type PickupMode,
} from '../../model/dateTimePicker';

import { Box, Button, Flex, HStack, Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslator } from '@/i18n';
import { formatClock } from '../../model/dates';
import {
  DEFAULT_TIME_ZONE,
  DEFAULT_WAITING_MINUTES,
  applyQuickButton,
  changeDate,
  changeHour,
  changeMinute,
  changeWaitingMinutes,
  chooseLater,
  chooseNow,
  formatPickupTime,
  hourOptions,
  isBeforeEarliestTime,
  minuteOptions,
  openingTime,
  quickButtons,
  toZoned,
  waitingTimeOptions,
  type DateTimePickerState,
  type DateTimeValue,
  type MinuteStep,
  type QuickMinutes,
  type SelectOption,
} from '../../model/dateTimePicker';
import { FormField } from '../Field/FormField';

export interface DateTimePickerProps {
  label: string;
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
  /** The operator's zone (configuration); the browser's zone is never used. */
  timeZone?: string;
  /** Injectable clock for tests and stories. */
  now?: () => Date;
  /** 0 or 1: every minute; 15, 30, 60: that step (the defaults rule, rules: defaults). */
  minuteStep?: MinuteStep;
  /** ISO time; earlier hours and minutes are marked, an earlier choice is flagged, quick buttons before it disabled. */
  minTime?: string | null;
  /** Offer ASAP or Later (the shared widgets rule, rules: shared-widgets); off for pickers such as the return date or a flight's arrival. */
  allowAsap?: boolean;
  showWaitingTime?: boolean;
  /** The footer button's label. */
  footer?: 'done' | 'close';
  error?: string;
  required?: boolean;
  id?: string;
  defaultOpen?: boolean;
}

function Select(props: {
  id: string;
  label: string;
  value: number;
  options: SelectOption[];
  onChange: (v: number) => void;
}) {
  const { t } = useTranslator();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={props.id} fontSize="sm" fontWeight="medium">
        {props.label}
      </chakra.label>
      {/* Wide enough for "15 (too early)". */}
      <NativeSelect.Root size="sm" minW="24" width="auto">
        <NativeSelect.Field id={props.id} value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value} data-before-earliest={option.beforeEarliest || undefined}>
              {option.beforeEarliest ? t('design.picker.tooEarlyOption', { label: option.label }) : option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** The pick-up time picker of the shared widgets and pick-up time rules (rules: shared-widgets, pickup-time): Asap or Later, quick buttons, date, hour and minute. */
export function DateTimePicker(props: DateTimePickerProps) {
  const { label, value, onChange, timeZone = DEFAULT_TIME_ZONE, minuteStep = 1, allowAsap = true } = props;
  const { t, locale } = useTranslator();
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const [open, setOpenState] = useState(Boolean(props.defaultOpen));
  const [activeQuick, setActiveQuick] = useState<QuickMinutes | null>(null);
  // What the date field holds while it has focus: a store that updates after the event (valtio) would otherwise
  // make React put the old date back after each digit, so a typed '25' became day 05.
  const [typedDate, setTypedDate] = useState<string | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const now = () => DateTime.fromJSDate(props.now ? props.now() : new Date()).setZone(timeZone);
  // The opening time rule: with no time set (or ASAP), the selectors show the first valid time on the step.
  const opening = () => openingTime(now(), props.minTime, minuteStep, timeZone);
  const shown = value.mode === 'later' && value.time ? toZoned(value.time, timeZone, now()) : opening();
  const earliest = props.minTime ? DateTime.fromISO(props.minTime).setZone(timeZone) : null;
  const tooEarly = isBeforeEarliestTime(value, props.minTime);
  const quick = quickButtons(now(), props.minTime);
  // Quick buttons none of which can be met (a return date's picker) are left out rather than shown all disabled.
  const offerQuick = quick.some((button) => button.meetable);
  const quickNoteId = `${id}-quick-note`;

  const apply = (next: DateTimePickerState) => {
    if (next.value !== value) onChange(next.value);
    setActiveQuick(next.activeQuick);
    setOpenState(next.open);
    if (!next.open) triggerRef.current?.focus();
  };
  const state: DateTimePickerState = { value, activeQuick, open };
  // Hour, minute and date change the time the selectors show, which is the opening time until one is set.
  const shownState: DateTimePickerState = { ...state, value: { ...value, time: shown.toISO() } };
  const close = () => apply({ ...state, open: false });
  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const panelId = `${id}-panel`;
  const summary = formatPickupTime(value, timeZone, t, locale) || t('design.picker.chooseTime');

  return (
    <FormField label={label} id={id} required={props.required} error={props.error}>
      <Button
        ref={triggerRef}
        id={id}
        variant="outline"
        justifyContent="space-between"
        w="full"
        aria-expanded={open}
        aria-controls={panelId}
        aria-invalid={props.error ? true : undefined}
        onClick={() => setOpenState(!open)}
      >
        <span>{summary}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      {/* The caller's error (e.g. the spec's time warning) says it already; one message, not two. */}
      {tooEarly && earliest && !props.error ? (
        <Text color="fg.error" fontSize="sm" role="status">
          {t('design.picker.earlierThanEarliest', { time: formatClock(earliest) })}
        </Text>
      ) : null}
      {open ? (
        <Box
          id={panelId}
          role="group"
          aria-label={t('design.picker.panel', { label })}
          onKeyDown={onPanelKeyDown}
          mt="2"
          p="4"
          w="full"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
          bg="bg.panel"
          shadow="md"
        >
          <Stack gap="4">
            <HStack gap="2" wrap="wrap">
              {allowAsap ? (
                <>
                  <Button
                    size="sm"
                    variant={value.mode === 'asap' ? 'solid' : 'outline'}
                    aria-pressed={value.mode === 'asap'}
                    onClick={() => apply(chooseNow(state, now()))}
                  >
                    {t('design.picker.asap')}
                  </Button>
                  <Button
                    size="sm"
                    variant={value.mode === 'later' ? 'solid' : 'outline'}
                    aria-pressed={value.mode === 'later'}
                    onClick={() => apply(chooseLater(state, opening()))}
                  >
                    {t('design.picker.later')}
                  </Button>
                </>
              ) : null}
              {offerQuick
                ? quick.map(({ minutes, meetable }) => (
                    <Button
                      key={minutes}
                      size="sm"
                      variant={activeQuick === minutes ? 'solid' : 'outline'}
                      aria-pressed={activeQuick === minutes}
                      aria-label={t('design.picker.inMinutes', { minutes })}
                      disabled={!meetable}
                      aria-describedby={meetable ? undefined : quickNoteId}
                      onClick={() => apply(applyQuickButton(state, minutes, now()))}
                    >
                      {t('design.picker.quickMinutes', { minutes })}
                    </Button>
                  ))
                : null}
            </HStack>
            {offerQuick && earliest && quick.some((button) => !button.meetable) ? (
              <Text id={quickNoteId} fontSize="sm" color="fg.muted" mt="-2">
                {t('design.picker.earliestNote', { time: formatClock(earliest) })}
              </Text>
            ) : null}
            <Flex gap="3" wrap="wrap" align="flex-end">
              <Stack gap="1">
                <chakra.label htmlFor={`${id}-date`} fontSize="sm" fontWeight="medium">
                  {t('design.picker.date')}
                </chakra.label>
                <Input
                  id={`${id}-date`}
                  type="date"
                  size="sm"
                  value={typedDate ?? shown.toISODate() ?? ''}
                  min={(earliest ?? now()).toISODate() ?? undefined}
                  onChange={(e) => {
                    setTypedDate(e.target.value);
                    apply(changeDate(shownState, e.target.value, timeZone, now()));
                  }}
                  onBlur={() => setTypedDate(null)}
                />
              </Stack>
              <Select
                id={`${id}-hour`}
                label={t('design.picker.hour')}
                value={shown.hour}
                options={hourOptions(shown, earliest)}
                onChange={(hour) => apply(changeHour(shownState, hour, timeZone, now()))}
              />
              <Select
                id={`${id}-minute`}
                label={t('design.picker.minute')}
                value={shown.minute}
                options={minuteOptions(minuteStep, shown.minute, shown, earliest)}
                onChange={(minute) => apply(changeMinute(shownState, minute, timeZone, now()))}
              />
            </Flex>
            {props.showWaitingTime ? (
              <HStack gap="2">
                <NativeSelect.Root size="sm" width="24">
                  <NativeSelect.Field
                    id={`${id}-waiting`}
                    value={value.waitingMinutes ?? DEFAULT_WAITING_MINUTES}
                    onChange={(e) => apply(changeWaitingMinutes(state, Number(e.target.value)))}
                  >
                    {waitingTimeOptions().map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <chakra.label htmlFor={`${id}-waiting`} fontSize="sm">
                  {t('design.picker.waitingTime')}
                </chakra.label>
              </HStack>
            ) : null}
            <Flex justify="flex-end">
              <Button size="sm" onClick={close}>
                {props.footer === 'close' ? t('design.picker.close') : t('design.picker.done')}
              </Button>
            </Flex>
          </Stack>
        </Box>
      ) : null}
    </FormField>
  );
}

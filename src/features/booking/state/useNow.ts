import { useEffect, useState } from 'react';
import { now } from '../model/clock';

/** The booking clock, re-read every `intervalMs`; 0 until mounted so the prerendered HTML and hydration agree. */
export function useNow(intervalMs = 1000): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    setValue(now());
    const id = setInterval(() => setValue(now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return value;
}

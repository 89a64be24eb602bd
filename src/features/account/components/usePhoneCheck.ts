import { useEffect, useState } from 'react';
import { loadPhoneLibrary } from '@/design-system';
import type { PhoneCheckContext } from '../model/signInForms';

/** The international phone check of the phone digits rule (rules: phone-digits) as validation context; libphonenumber loads with the form, not the page. */
export function usePhoneCheck(): PhoneCheckContext {
  const [context, setContext] = useState<PhoneCheckContext>({});
  useEffect(() => {
    let active = true;
    void loadPhoneLibrary().then((library) => active && setContext({ isValidPhoneNumber: library.isValidPhoneNumber }));
    return () => {
      active = false;
    };
  }, []);
  return context;
}

import { useEffect, useState } from 'react';
import { loadPhoneLibrary, type PhoneLibrary } from './phoneCountries';

/** Null until libphonenumber has loaded (and always on the server, so prerendered HTML stays stable). */
export function usePhoneLibrary(enabled: boolean): PhoneLibrary | null {
  const [library, setLibrary] = useState<PhoneLibrary | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void loadPhoneLibrary().then((loaded) => active && setLibrary(loaded));
    return () => {
      active = false;
    };
  }, [enabled]);
  return library;
}

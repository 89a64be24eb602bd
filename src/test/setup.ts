import '@testing-library/jest-dom/vitest';
import { setFallbackTranslator } from '@/shared/i18n';
import { sourceTranslator } from '@/shared/i18n/sourceTranslator';

// Components rendered outside the app's root speak the source language (src/shared/i18n/TranslatorProvider.tsx).
setFallbackTranslator(sourceTranslator());

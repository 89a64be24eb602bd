import '@testing-library/jest-dom/vitest';
import { setFallbackTranslator } from '@/i18n';
import { sourceTranslator } from '@/i18n/sourceTranslator';

// Components rendered outside the app's root speak the source language (src/i18n/TranslatorProvider.tsx).
setFallbackTranslator(sourceTranslator());

// PUT /api/auth/user/language {language}: the signed-in guest's language, for the emails the resort sends.
import type { Language } from '@domain/languages';
import { apiRequest } from '@/lib/api';

export const saveAccountLanguage = (language: Language) =>
  apiRequest<void>('PUT', '/api/auth/user/language', { language });

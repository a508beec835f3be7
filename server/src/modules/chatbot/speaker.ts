// The chat assistant's translator: `chatSpeaker(language)` writes its replies (./messages).
import { translator } from '../../lib/i18n';
import { en } from './messages/en';
import { fil } from './messages/fil';

export const chatSpeaker = translator({ en, fil });

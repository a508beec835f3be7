// The guest emails' translator: `emailSpeaker(user.language)`; staff alerts always use ENGLISH.
import { translator } from '../../lib/i18n';
import { en } from './messages/en';
import { fil } from './messages/fil';

export const emailSpeaker = translator({ en, fil });
export const ENGLISH = emailSpeaker('en');

// The password-reset email in Filipino: same keys and placeholders as ./en.ts.
import type { Messages } from '../../../lib/i18n';

export const fil = {
  resetMail: {
    subject: 'Ang inyong password reset code',
    greeting: 'Magandang araw, {{name}},',
    greetingNoName: 'Magandang araw,',
    code: 'Ang inyong password reset code ay: {{code}}',
    enter:
      'Ilagay ito sa Forgot Password page sa loob ng {{minutes}} minuto para makapili ng bagong password.',
    ignore:
      'Kung hindi kayo humiling na i-reset ang password, huwag na lang pansinin ang email na ito: hindi magbabago ang inyong password.',
  },
} as const satisfies Messages;
